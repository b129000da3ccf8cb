import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: "a REST API" is a kind of thing, so the gateway named later is the same one', () => {
  it('"deploys a REST API … Amazon API Gateway invokes …" draws one API Gateway', () => {
    const { labels, edges } = plan('The stack deploys a REST API and a DynamoDB table. Amazon API Gateway invokes a Lambda function that writes to the table.');
    expect(labels.filter((l) => /API/.test(l))).toHaveLength(1);
    expect(edges.some((e) => /API.* -> Lambda function/.test(e))).toBe(true);
  });

  it('two APIs each introduced with "a" stay two', () => {
    const { labels } = plan('An HTTP API fronts the orders service; a WebSocket API pushes updates to browsers.');
    expect(labels.filter((l) => /API/.test(l))).toHaveLength(2);
  });
});

describe('entities: "API Gateway endpoint" is the gateway itself', () => {
  it('a later bare "API Gateway endpoint" joins the Amazon API Gateway named before', () => {
    const { labels } = plan('The stack deploys Amazon API Gateway and an SQS queue. Partners post orders to API Gateway endpoint, which forwards them to the queue.');
    expect(labels.filter((l) => /API Gateway/.test(l))).toHaveLength(1);
  });
});

describe('entities: a product written by its own short name is no qualifier of the next one', () => {
  it('"api gateway lambda" in a terse list is two parts, not an "API gateway Lambda"', () => {
    const { labels } = plan('quick sketch for the ops wiki: cloudfront then api gateway lambda then aurora');
    expect(labels).toContain('API Gateway');
    expect(labels.some((l) => /gateway Lambda/i.test(l))).toBe(false);
  });
});
