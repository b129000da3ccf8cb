import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('"B handles them, then the results reach C": the results come from the doer that made them', () => {
  it('after a comma and "then", the scorer sends its results, not the stream it read', () => {
    const { edges } = drawnLabels('Taps arrive in Amazon Kinesis Data Streams, AWS Lambda scores them, then the results move on to Amazon Timestream.', 'aws');
    expect(edges).toContain('AWS Lambda -> Amazon Timestream');
    expect(edges).not.toContain('Amazon Kinesis Data Streams -> Amazon Timestream');
  });

  it('in a sentence of its own, passive', () => {
    const { edges } = drawnLabels('Meter readings reach Azure Event Hubs. Azure Functions tidies them up. The results get saved to Azure Cosmos DB.', 'azure');
    expect(edges).toContain('Azure Functions -> Azure Cosmos DB');
    expect(edges).not.toContain('Azure Event Hubs -> Azure Cosmos DB');
  });

  it('a service that only answers hands its results back to the caller, which stores them', () => {
    const { edges } = drawnLabels('The app sends each review to Amazon Comprehend, which rates the tone. The results get kept in Amazon DynamoDB.', 'aws');
    expect(edges).toContain('App -> Amazon DynamoDB');
    expect(edges).not.toContain('Amazon Comprehend -> Amazon DynamoDB');
  });

  it('a verb that only hands the data on leaves the results to the part it reached', () => {
    const { edges } = drawnLabels('Gauges write to Azure Event Hubs, which feeds Azure Stream Analytics. The results get kept in Azure Data Explorer.', 'azure');
    expect(edges).toContain('Azure Stream Analytics -> Azure Data Explorer');
    expect(edges).not.toContain('Azure Event Hubs -> Azure Data Explorer');
  });
});
