import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('relations: the examples after a plural class share what is said of the class', () => {
  it('a source named later by its class feeds each of its examples\' reader', () => {
    const d = drawn('A hotel group keeps its bookings in relational databases such as MySQL and MariaDB. Every hour, Azure Data Factory extracts the bookings from those relational databases and loads them into Azure Synapse Analytics.', 'azure');
    expect(d.edges.some((e) => /^MySQL.* -> Azure Data Factory$/.test(e))).toBe(true);
    expect(d.edges.some((e) => /^MariaDB.* -> Azure Data Factory$/.test(e))).toBe(true);
  });

  it('members the text already joined elsewhere still take the class\'s stated relation', () => {
    const d = drawn('The kennel app stores visits in databases like Amazon Aurora and Amazon DynamoDB. AWS Glue reads the databases nightly and writes a summary to Amazon S3.', 'aws');
    expect(d.edges.some((e) => /^Amazon Aurora.* -> AWS Glue$/.test(e))).toBe(true);
    expect(d.edges.some((e) => /^Amazon DynamoDB.* -> AWS Glue$/.test(e))).toBe(true);
    expect(d.edges.some((e) => /^Kennel app -> Amazon Aurora/.test(e))).toBe(true);
  });
});
