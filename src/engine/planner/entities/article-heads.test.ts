import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: a head noun with its own article is not shared by the word before "and"', () => {
  it('"the kiosk and the worker": two parts, neither named by the other', () => {
    const { labels } = drawn('At the museum, the kiosk and the worker both fetch ticket holds from Redis.');
    expect(labels).toContain('Worker');
    expect(labels.some((l) => /kiosk worker/i.test(l))).toBe(false);
  });

  it('"an API and a worker" keeps the API as an API', () => {
    const { nodes } = drawn('For the bakery, an API and a worker send oven logs to CloudWatch.');
    expect(nodes.map((n) => n.service)).toEqual(expect.arrayContaining(['general.api', 'general.worker']));
    expect(nodes.some((n) => /API worker/i.test(n.label))).toBe(false);
  });

  it('a head noun said once after a list still names every item ("the glaze and oven services")', () => {
    const { labels } = drawn('The glaze and oven services read recipes from Aurora.');
    expect(labels).toEqual(expect.arrayContaining(['Glaze service', 'Oven service']));
  });
});
