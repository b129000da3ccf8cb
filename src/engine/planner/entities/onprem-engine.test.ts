import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: a database the owner runs on premises is the engine, not a cloud\'s managed copy of it', () => {
  it('an on-prem Oracle DB on AWS is no RDS for Oracle', () => {
    const d = drawn('AWS DMS lifts ledger rows out of an on-prem Oracle DB and lands them in Amazon S3.', 'aws');
    const db = d.nodes.find((n) => /oracle/i.test(n.label));
    expect(db?.service.startsWith('general.')).toBe(true);
    expect(db?.label).not.toMatch(/RDS/);
  });

  it('"an on-premises PostgreSQL database" on Azure is PostgreSQL itself', () => {
    const d = drawn('Azure Data Factory pulls claims from an on-premises PostgreSQL database toward Data Lake Storage Gen2.', 'azure');
    expect(d.nodes.find((n) => /PostgreSQL/.test(n.label))?.service).toBe('general.postgresql');
  });
});
