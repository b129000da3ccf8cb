import { describe, expect, it } from 'vitest';
import type { Provider } from '../../../shared/contract/values.js';
import { statedEdges } from '../testing/relations.js';

const edges = (prompt: string, provider: Provider = 'azure'): string[] => statedEdges(prompt, provider);

describe('relations: a way taken before anything is reached, and parts an everyday word names', () => {
  it('"A sends X through B" with no destination: the flow goes on from A into B', () => {
    const out = edges('Each night a billing Azure Function emails the statements through Azure Communication Services.');
    expect(out).toContain('azure.functions -> azure.communication_services');
    expect(out).not.toContain('azure.communication_services -> azure.functions');
  });

  it('"A passes X through B to C": B lies between A and C', () => {
    const out = edges('The intake Lambda function relays every claim through Amazon SQS to a Fargate worker.', 'aws');
    expect(out).toContain('aws.lambda -> aws.sqs');
    expect(out).toContain('aws.sqs -> aws.fargate');
  });

  it('"an alerting function": the part that runs code heads the phrase, the everyday word says what it does', () => {
    expect(edges('Azure Cosmos DB hands each changed record to an alerting function.')).toContain('azure.cosmos_db -> azure.functions');
    expect(edges('Every new Firestore document starts an alerting function.', 'gcp')).toContain('gcp.firestore -> gcp.cloud_functions');
    expect(edges('Every new Firestore document starts an alerting function.', 'gcp').join(' ')).not.toMatch(/monitoring/);
  });

  it('"captured into" is a verb that moves data on along a passive series', () => {
    const out = edges('Door-sensor readings are pushed to Azure Event Hubs, captured into Azure Blob Storage, and later queried by Azure Synapse Analytics.');
    expect(out).toContain('azure.event_hubs -> azure.blob_storage');
  });

  it('"When X is put in A, B …": the component that reacts takes the event from A', () => {
    expect(edges('When a scanned receipt is dropped into Azure Blob Storage, Azure Event Grid alerts a Logic Apps workflow.')).toContain('azure.blob_storage -> azure.event_grid');
    expect(edges('After a nightly export is written to Cloud Storage, Pub/Sub tells a Cloud Run job to reload it.', 'gcp')).toContain('gcp.cloud_storage -> gcp.pubsub');
  });
});
