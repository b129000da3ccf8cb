import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a working part keeps the participle or capitalised words of its name', () => {
  it('"the ledger-reconciling engine": a hyphened participle stays in the one part\'s label', () => {
    const d = drawn('The ledger-reconciling engine reads ledgers from Amazon S3 and writes totals to Amazon RDS.');
    expect(d.labels).toContain('Ledger-reconciling engine');
    expect(d.edges).toContain('Amazon S3 -> Ledger-reconciling engine');
  });

  it('"a scheduled exporter": a participle before the head, and "copies" read as the verb', () => {
    const d = drawn('A scheduled exporter copies rows from Amazon RDS into Amazon S3.');
    expect(d.labels).toContain('Scheduled exporter');
    expect(d.edges.some((e) => e.startsWith('Scheduled exporter -> Amazon S3'))).toBe(true);
  });

  it('"the Fare Matching Engine": a name capitalised throughout is one part', () => {
    const d = drawn('The Fare Matching Engine pulls rides from Amazon SQS and stores matches in Amazon DynamoDB.');
    expect(d.labels).toContain('Fare Matching Engine');
    expect(d.labels).not.toContain('Fare');
  });

  it('"the e-commerce website": the shop\'s domain word stays in the label', () => {
    const d = drawn('A customer orders seeds from the e-commerce website, and the website hands each cart to Azure Functions, which files it in Azure SQL Database for later.', 'azure');
    expect(d.labels).toContain('E-commerce website');
    expect(d.labels).not.toContain('Website');
  });
});
