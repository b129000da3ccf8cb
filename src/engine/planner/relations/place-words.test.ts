import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('an arrow chain whose stop is placed with plain words', () => {
  it('"-> tomcat on the private lan -> postgres" goes on from tomcat', () => {
    const { edges } = drawnLabels('phone -> haproxy -> tomcat on the private lan -> Postgres', 'general');
    expect(edges.some((e) => /^Tomcat -> Postgres/.test(e))).toBe(true);
    expect(edges.some((e) => /^Haproxy -> Postgres/.test(e))).toBe(false);
  });
});
