import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('"the <noun>" alone is the copy of its service spoken of last', () => {
  it('"the function" after a named Lambda function is that one, not the plainer pair named first', () => {
    const d = drawn('A tram depot runs two Lambda functions for ticketing and timetables. A nightly EventBridge rule wakes the Signal Lambda function. Afterwards the function looks up track faults in DynamoDB.');
    expect(d.edges.some((e) => /Signal Lambda function -> DynamoDB/.test(e) || /DynamoDB.* -> Signal Lambda function/.test(e))).toBe(true);
    expect(d.edges.some((e) => /ticketing.* -> DynamoDB|DynamoDB.* -> .*ticketing/.test(e))).toBe(false);
  });

  it('"the queue" after the Delay queue is the Delay queue', () => {
    const d = drawn('The tram depot keeps two SQS queues for fares and for delays. The Junction service pushes alerts into the Delay queue. The queue feeds a Lambda function that pages the duty crew.');
    expect(d.edges).toContain('Delay queue -> Lambda function');
    expect(d.edges.some((e) => /fares.* -> Lambda function/.test(e))).toBe(false);
  });

  it('a word of its own still picks its copy ("the processing service" is no later service)', () => {
    const d = drawn('The bakery runs a billing service and an oven service. The oven service reads recipes from DynamoDB. Orders are handled by the billing service, which files each one in an S3 bucket.');
    expect(d.edges.some((e) => /Billing service -> S3/i.test(e))).toBe(true);
  });
});
