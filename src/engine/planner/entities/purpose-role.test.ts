import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: "X for a <everyday part of the same kind>" says what X is for', () => {
  it('"Kafka for an audit stream" and "Postgres for a recipe database" draw one part each', () => {
    const { labels } = plan('The oven API sends bake logs to Kafka for an audit stream and reads Postgres for a recipe database.', 'general');
    expect(labels).toContain('Kafka (audit stream)');
    expect(labels).toContain('Postgres (recipe database)');
    expect(labels.filter((l) => /stream|database/i.test(l))).toHaveLength(2);
  });

  it('a part of another kind after "for a" stays a part of its own', () => {
    const { labels } = plan('The oven API uses Redis for a login service.', 'general');
    expect(labels.some((l) => /^Redis$/.test(l))).toBe(true);
  });
});
