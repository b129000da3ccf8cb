import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('relations: a second doer inside an absolute "with" clause', () => {
  it('"… and B doing Y" after "with A doing X": B acts on its own, it is no object of A', () => {
    const d = drawn('Telemetry lands in Event Hubs, with Stream Analytics writing it into Cosmos DB and a Function App posting alerts to Teams.', 'azure');
    expect(d.edges).toContain('Function App -> Teams');
    expect(d.edges.some((e) => /^Stream Analytics -> Function App/.test(e))).toBe(false);
  });

  it('an article before the second doer changes nothing', () => {
    const d = drawn('Orders land in an SQS queue, with a Lambda function draining it into DynamoDB and an ECS task sending receipts to SES.', 'aws');
    expect(d.edges).toContain('ECS task -> SES');
    expect(d.edges.some((e) => /^Lambda function -> (ECS task|SES)/.test(e))).toBe(false);
  });
});
