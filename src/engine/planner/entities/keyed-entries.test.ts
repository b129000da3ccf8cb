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
});
