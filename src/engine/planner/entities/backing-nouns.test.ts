import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: a named store or broker before "backend" is that product', () => {
  it('"a MariaDB backend" and "a NATS back-end" are the database and the broker, not services of their own', () => {
    const d = drawn('The loan desk keeps its ledger in a MariaDB backend, and the renewal notices go through a NATS back-end.', 'kubernetes');
    expect(d.nodes.find((n) => /mariadb/i.test(n.label))?.service).toBe('general.mariadb');
    expect(d.nodes.find((n) => /nats/i.test(n.label))?.service).toBe('general.nats');
    expect(d.services).not.toContain('general.microservice');
  });

  it('a runtime before "backend" still names the service that runs on it', () => {
    const d = drawn('The telescope console talks to a Django backend.', 'kubernetes');
    expect(d.nodes.find((n) => /django backend/i.test(n.label))?.service).toBe('general.app_server');
  });
});
