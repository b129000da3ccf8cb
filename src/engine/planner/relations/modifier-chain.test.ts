import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: comma-led participle phrases after a noun all describe that noun', () => {
  it('a second participle phrase goes back to the noun, not to the agent of the first', () => {
    const { edges } = drawnLabels('An Amazon EC2 instance, scanned by Amazon Inspector, attached to an Amazon EFS file system, pushing its logs to Amazon CloudWatch.');
    expect(edges).toContain('Amazon Inspector -> Amazon EC2 instance');
    expect(edges).toContain('Amazon EC2 instance -> Amazon EFS file system');
    expect(edges).toContain('Amazon EC2 instance -> Amazon CloudWatch');
    expect(edges).not.toContain('Amazon Inspector -> Amazon EFS file system');
    expect(edges).not.toContain('Amazon Inspector -> Amazon CloudWatch');
  });

  it('a noun with a participle right after it heads the phrases that follow its commas', () => {
    const { edges } = drawnLabels('Amazon ECS service started by one Amazon EventBridge rule, fronted by one Application Load Balancer, fetching secrets from AWS Secrets Manager.');
    expect(edges).toContain('Amazon EventBridge rule -> Amazon ECS service');
    expect(edges).toContain('Application Load Balancer -> Amazon ECS service');
    expect(edges).toContain('AWS Secrets Manager -> Amazon ECS service');
    expect(edges).not.toContain('Application Load Balancer -> Amazon EventBridge rule');
  });

  it('after a clause with its own verb, a participle phrase still follows where the flow arrived', () => {
    const { edges } = drawnLabels('The kiosk app posts tickets onto one Amazon SQS queue, drained by one AWS Lambda function, archived in Amazon DynamoDB.');
    expect(edges).toContain('AWS Lambda function -> Amazon DynamoDB');
  });
});

describe('relations: a component with its own verb after ", then" starts a new clause', () => {
  it('the component after "then" is the next subject, not the next stop of the flow before it', () => {
    const drawn = drawnLabels('A Flink job lands clickstream rows inside Cloud Storage, then dbt builds summary tables in BigQuery.', 'general');
    // The data nouns become notes on the stores' labels; the edges are read without them.
    const edges = drawn.edges.map((e) => e.replace(/ \([^)]*\)/g, ''));
    expect(edges).toContain('Flink job -> Cloud Storage');
    expect(edges).toContain('dbt -> BigQuery');
    expect(edges).not.toContain('Cloud Storage -> BigQuery');
  });
});
