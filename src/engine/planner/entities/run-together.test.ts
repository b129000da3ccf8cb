import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: names run together the way code writes them', () => {
  it('"ShelvingService" is a service by its last word, and "RenewalQueue" a queue', () => {
    const d = drawn('ShelvingService pushes returns onto RenewalQueue, and the Postgres database keeps the loans of ShelvingService.', 'general');
    expect(d.nodes.find((n) => n.label === 'ShelvingService')?.service).toBe('general.generic_microservice');
    expect(d.nodes.find((n) => n.label === 'RenewalQueue')?.service).toBe('general.generic_queue');
  });

  it('a name written apart and then run together is one part', () => {
    const d = drawn('The Stacks service is a small Go program. StacksService writes loans to a MySQL database.', 'general');
    expect(d.labels.filter((l) => /stacks/i.test(l))).toHaveLength(1);
    expect(d.edges.some((e) => /stacks.*-> MySQL/i.test(e))).toBe(true);
  });
});
