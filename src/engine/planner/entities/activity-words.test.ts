import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a bare word for an activity names no product by itself', () => {
  it('"for review and analytics" draws no Google Analytics', () => {
    const d = drawn('The API on AWS Lambda stores clicks in Amazon DynamoDB and streams them to Amazon S3 for review and analytics.');
    expect(d.services).not.toContain('general.google_analytics');
  });

  it('the product\'s full name, and names that end in the word, still resolve', () => {
    expect(drawn('Marketing tags each page with Google Analytics, and AWS Lambda stores clicks in Amazon DynamoDB.').services).toContain('general.google_analytics');
    const d = drawn('Orders flow from Azure Event Hubs into Azure Stream Analytics and then to Azure Synapse Analytics.', 'azure');
    expect(d.services).toEqual(expect.arrayContaining(['azure.stream_analytics', 'azure.synapse']));
  });
});
