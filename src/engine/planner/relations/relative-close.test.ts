import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

const has = (edges: string[], re: RegExp): boolean => edges.some((e) => re.test(e));
const FRONT = 'Hikers open the trail app, which calls Amazon API Gateway. The gateway triggers a Lambda function.';

describe('", which …, and <verb>": the verb after the closing comma is the outer clause\'s', () => {
  it('the writer, not the store the relative described, sends on', () => {
    const { edges } = drawnLabels(`${FRONT} The function saves each permit to Amazon DynamoDB, which holds them for a season, and posts a summary to Amazon SNS.`, 'aws');
    expect(has(edges, /^Lambda function -> Amazon SNS/)).toBe(true);
    expect(has(edges, /^Amazon DynamoDB.* -> Amazon SNS/)).toBe(false);
  });

  it('a passive\'s doer is the part it happened to', () => {
    const { edges } = drawnLabels('Hikers open the trail app, which calls Amazon API Gateway. The permit Lambda function is woken by API Gateway, which validates the token, and records each permit in Amazon DynamoDB.', 'aws');
    expect(has(edges, /^Permit Lambda function -> Amazon DynamoDB/)).toBe(true);
    expect(has(edges, /^Amazon API Gateway -> .*DynamoDB/)).toBe(false);
  });

  it('a relative listing several verbs of its own keeps its doer', () => {
    const { edges } = drawnLabels(`${FRONT} The function saves each permit to Amazon DynamoDB, which checks them, indexes them, and streams a change feed to Amazon Kinesis.`, 'aws');
    expect(has(edges, /^Lambda function -> Amazon Kinesis/)).toBe(false);
  });
});
