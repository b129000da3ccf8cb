import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('relations: an everyday plural of a service sums up the copies named later', () => {
  it('"serverless functions" in the opening is the billing function named after it, not a box of its own', () => {
    const d = drawn('A bakery handles its orders using serverless functions. Each kiosk drops orders onto a Service Bus queue in Azure. That queue gets drained by a billing function in Azure Functions, and the function stores rows in Azure SQL Database.',
      'azure',
    );
    expect(d.labels.some((l) => /^serverless functions$/i.test(l))).toBe(false);
    expect(d.edges.some((e) => /Service Bus queue -> Billing Function/i.test(e))).toBe(true);
    expect(d.edges.some((e) => /Billing Function -> Azure SQL Database/i.test(e))).toBe(true);
  });

  it('a plural said with the product\'s own name is a part of its own', () => {
    const d = drawn('The kiln shop runs on Lambda functions and S3. A glaze function in AWS Lambda writes photos to the S3 bucket.', 'aws');
    expect(d.labels.some((l) => /^Lambda functions/.test(l))).toBe(true);
    expect(d.labels.some((l) => /Glaze/.test(l))).toBe(true);
  });
});
