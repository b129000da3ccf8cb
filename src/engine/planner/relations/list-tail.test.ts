import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: a phrase after the last item of a comma list keeps the list', () => {
  it('"invokes A, B and C at night": the doer reaches all three', () => {
    const { edges } = drawnLabels('AWS Step Functions invokes AWS Lambda, Amazon SQS and Amazon SNS at night.');
    expect(edges).toContain('AWS Step Functions -> AWS Lambda');
    expect(edges).toContain('AWS Step Functions -> Amazon SQS');
    expect(edges).toContain('AWS Step Functions -> Amazon SNS');
  });

  it('"hands X to A, B or C with a retry policy": an article makes the verb-like word a noun', () => {
    const { edges } = drawnLabels('The billing Lambda function hands receipts to Amazon SQS, Amazon SNS or Amazon Kinesis with a retry policy.');
    expect(edges.some((e) => e.startsWith('Billing Lambda function -> Amazon SNS'))).toBe(true);
    expect(edges.some((e) => e.startsWith('Billing Lambda function -> Kinesis'))).toBe(true);
    expect(edges.some((e) => e.startsWith('Amazon SNS -> Billing Lambda function'))).toBe(false);
  });
});
