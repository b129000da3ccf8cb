import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: a word of reach tells two copies of one service apart', () => {
  it('"regional databases and outlet databases" are two databases, the first labelled regional', () => {
    const { nodes } = drawn('The pricing job copies rates into regional databases and outlet databases.', 'aws');
    const dbs = nodes.filter((n) => n.service === 'aws.rds').map((n) => n.label);
    expect(dbs).toHaveLength(2);
    expect(dbs.some((l) => /^Regional\b/.test(l))).toBe(true);
    expect(dbs.some((l) => /outlet/.test(l))).toBe(true);
  });
});
