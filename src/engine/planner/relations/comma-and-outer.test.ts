import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: ", and" after a bound relative clause hands the verb back to the clause subject', () => {
  it('"A calls B that does X, and writes to C": A writes to C, not B', () => {
    const { edges } = drawnLabels('A pricing service on Amazon ECS calls the Amazon SageMaker inference endpoint that predicts a price, and writes quotes to an Amazon DynamoDB table.');
    expect(edges.some((e) => e.startsWith('Amazon ECS') && e.includes('Amazon DynamoDB table'))).toBe(true);
    expect(edges.some((e) => e.startsWith('SageMaker') && e.includes('Amazon DynamoDB table'))).toBe(false);
  });

  it('", and then" after the relative clause hands back as well', () => {
    const { edges } = drawnLabels('The billing worker on AWS Fargate queries an Amazon RDS database that holds tariffs, and then posts invoices onto Amazon SQS.');
    expect(edges.some((e) => e.startsWith('AWS Fargate') && e.includes('Amazon SQS'))).toBe(true);
    expect(edges.some((e) => e.startsWith('Amazon RDS') && e.includes('Amazon SQS'))).toBe(false);
  });
});
