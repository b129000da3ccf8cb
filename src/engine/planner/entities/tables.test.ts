import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('entities: a named table is a database, or part of the database it sits in', () => {
  it('tables named with no database around them are each drawn as a database under their own name', () => {
    const { labels, edges } = drawnLabels('A payroll worker scans the shifts, wages and bonuses tables every night.');
    for (const name of ['shifts', 'wages', 'bonuses']) expect(labels.some((l) => new RegExp(`${name} table`, 'i').test(l))).toBe(true);
    expect(edges.filter((e) => /table/i.test(e))).toHaveLength(3);
  });

  it('a table kept in a named database is that database, named in its label', () => {
    const { labels } = drawnLabels('The rota service saves rows into the holidays table in Aurora MySQL.');
    expect(labels.filter((l) => /holidays/i.test(l))).toEqual([expect.stringMatching(/^Aurora MySQL \(holidays table\)$/)]);
  });

  it('a product that names its own tables keeps its own shape', () => {
    const { labels } = drawnLabels('Glue jobs compact the Delta tables stored in Amazon S3.');
    expect(labels.some((l) => /^S3\b/.test(l) || /Amazon S3/.test(l))).toBe(true);
    expect(labels.some((l) => /RDS/.test(l))).toBe(false);
  });
});
