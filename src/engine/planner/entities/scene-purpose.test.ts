import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: an opening phrase of purpose ("For its weekly reporting, …") names no product', () => {
  it('"reporting" there draws no QuickSight, and the product named later keeps its own label', () => {
    const d = drawn('For its weekly reporting, a bakery chain exports till totals from Amazon RDS to Amazon S3. Later, Amazon QuickSight charts them.', 'aws');
    expect(d.labels.some((l) => /reporting/i.test(l))).toBe(false);
    expect(d.labels).toContain('Amazon QuickSight');
  });
});
