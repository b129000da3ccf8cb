import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: a role noun after "as" that ends its phrase ("X as targets")', () => {
  it('a list item "instances as targets" is reached by the balancer named before it', () => {
    const { edges } = drawnLabels('Parts: a Network Load Balancer, EC2 instances as targets, and a Lambda function for token minting. The balancer calls the Lambda function.');
    expect(edges).toContain('Network Load Balancer -> EC2 instances');
  });

  it('"a rule with functions as targets" sends to the functions, not the other way', () => {
    const { edges } = drawnLabels('Billing events land on an EventBridge rule with two Lambda functions as targets.');
    expect(edges.some((e) => e.startsWith('EventBridge rule -> Lambda function'))).toBe(true);
    expect(edges.some((e) => e.endsWith('-> EventBridge rule') && e.startsWith('Lambda'))).toBe(false);
  });

  it('"uses a stream as its source" turns the arrow to come from the stream', () => {
    const { edges } = drawnLabels('Amazon Data Firehose uses the clickstream Kinesis data stream as its source.');
    expect(edges.some((e) => e.startsWith('Clickstream Kinesis') && e.endsWith('-> Amazon Data Firehose'))).toBe(true);
  });
});
