import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: a run of "Name: what it is." entries names one part per key', () => {
  it('each capitalised key is the part its description gives the kind of, and the description is no second part', () => {
    const d = drawn('The observatory software is split by task. Dome: Rust tokio application. Shutter: Python flask application. Archive: MariaDB database for frames. The shutter calls the dome.', 'kubernetes');
    expect(d.labels).toEqual(expect.arrayContaining(['Dome', 'Shutter']));
    expect(d.labels.some((l) => /^Archive/.test(l))).toBe(true);
    expect(d.nodes.find((n) => n.label.startsWith('Archive'))?.service).toBe('general.mariadb');
    expect(d.labels.some((l) => /tokio|flask/i.test(l))).toBe(false);
    expect(d.edges).toContain('Shutter -> Dome');
  });

  it('entries on their own lines read the same way, and a later "a server" is a part of its own', () => {
    const d = drawn('Parts of the ticket office:\nBooth: Go worker\nLedger: PostgreSQL database\nThe booth is reached through a server that checks passes.', 'kubernetes');
    expect(d.labels).toContain('Booth');
    expect(d.labels.some((l) => /^Ledger/.test(l))).toBe(true);
    expect(d.labels.some((l) => /server/i.test(l))).toBe(true);
  });

  it('a lone key before a colon ("Note: …") names nothing', () => {
    const d = drawn('The kiln controller is a Go worker. Note: a Go worker for the glaze line. It writes to Redis.', 'kubernetes');
    expect(d.labels.some((l) => /^Note$/.test(l))).toBe(false);
  });

  it('a description whose everyday head is followed by a clause still names the key, and its partners stay parts', () => {
    const d = drawn('The bakery app has three pieces. Oven: worker that pulls bake orders from NATS. Till: API for card refunds through Adyen. Shelf: web app showing what is baked.', 'general');
    expect(d.labels).toEqual(expect.arrayContaining(['Oven', 'Till', 'Shelf']));
    expect(d.labels.some((l) => /^(worker|api|web app)$/i.test(l))).toBe(false);
    expect(d.edges.some((e) => /^NATS.* -> Oven$/.test(e) || /^Oven -> NATS/.test(e))).toBe(true);
    expect(d.edges.some((e) => /Till/.test(e) && /Adyen/.test(e))).toBe(true);
  });

  it('keys set off by a dash read the same, even when the key was first guessed to be a product', () => {
    const d = drawn('The scanner stack runs three programs.\nCollector - a Rust service that drops readings into RabbitMQ.\nSmoother - a worker that takes readings from RabbitMQ and stores them in InfluxDB.\nViewer - a web app reading from InfluxDB.', 'kubernetes');
    expect(d.labels).toEqual(expect.arrayContaining(['Collector', 'Smoother', 'Viewer']));
    expect(d.labels.some((l) => /^worker$/i.test(l))).toBe(false);
    expect(d.edges.some((e) => /^Smoother -> InfluxDB/.test(e))).toBe(true);
  });

  it('a key whose description opens with a product and a finite verb is a heading, not a name', () => {
    const d = drawn('Intake: Kafka receives the sensor feed. Storage: Cassandra keeps the readings. Kafka feeds Cassandra.', 'general');
    expect(d.labels).toEqual(expect.arrayContaining(['Kafka', 'Cassandra']));
    expect(d.labels).not.toContain('Intake');
  });
});
