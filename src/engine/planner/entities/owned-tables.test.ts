import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('"the Ledger table" beside a named DynamoDB is a table of its own', () => {
  it('a table named only by its own word is drawn when the text names DynamoDB', () => {
    const d = drawn('When a courier checks in, the shift row lands in the Rosters table. Each change then flows on to DynamoDB Streams.');
    expect(d.nodes.find((n) => n.service === 'aws.dynamodb')?.label).toMatch(/Rosters/);
  });

  it('a bare table in a text that never names DynamoDB is no DynamoDB table', () => {
    const d = drawn('Amazon Athena queries the Parquet tables that a crawler keeps in the Glue Data Catalog.');
    expect(d.services).not.toContain('aws.dynamodb');
  });

  it('a table said to sit in another database belongs to that database', () => {
    const d = drawn('A Lambda function copies settings from DynamoDB into a table in Amazon Aurora.');
    expect(d.nodes.filter((n) => n.service === 'aws.dynamodb')).toHaveLength(1);
  });
});

describe('verbs that take something out of a store', () => {
  it('"deletes X from the table" points at the table', () => {
    const d = drawn('The Janitor Lambda function deletes stale carts from the Baskets DynamoDB table.');
    const table = d.nodes.find((n) => n.service === 'aws.dynamodb')!;
    expect(d.edges).toContain(`Janitor Lambda function -> ${table.label}`);
    expect(d.edges).not.toContain(`${table.label} -> Janitor Lambda function`);
  });

  it('"upserts" is a write', () => {
    const d = drawn('The Merger Lambda function upserts every quote into a Redshift cluster.');
    expect(d.edges.some((e) => /^Merger Lambda function -> .*Redshift/.test(e))).toBe(true);
    expect(d.labels.some((l) => /upserts/i.test(l))).toBe(false);
  });
});

describe('"table" inside an identifier', () => {
  it('is a word of that name ("visitor_table"), no DynamoDB table of its own', () => {
    const d = drawn('The stack creates a Lambda function tally_fn and a DynamoDB table visitor_table. Each event read by tally_fn is counted in visitor_table.');
    expect(d.nodes.filter((n) => n.service === 'aws.dynamodb')).toHaveLength(1);
    expect(d.labels.some((l) => /visitor.table/i.test(l))).toBe(true);
  });
});
