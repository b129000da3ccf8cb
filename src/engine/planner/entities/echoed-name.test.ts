import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a product name said again with "a" and no words of its own', () => {
  it('is the component named before, even when another mention of the service came between', () => {
    const { labels, edges } = drawnLabels('The Lambda Function may be called on a timer to run a function. Pulumi then provisions a Lambda function that saves receipts in DynamoDB.');
    expect(labels.filter((l) => /^lambda function$/i.test(l))).toHaveLength(1);
    expect(edges.some((e) => /^Lambda Function ->/i.test(e) && /DynamoDB/.test(e))).toBe(true);
  });

  it('a copy singled out by a word of its own stays a copy', () => {
    const { labels } = drawnLabels('The Lambda Function answers shoppers and may run a function. Then a billing Lambda function stores invoices in DynamoDB.');
    expect(labels.filter((l) => /billing/i.test(l))).toHaveLength(1);
    expect(labels.filter((l) => /lambda function/i.test(l)).length).toBeGreaterThanOrEqual(2);
  });
});
