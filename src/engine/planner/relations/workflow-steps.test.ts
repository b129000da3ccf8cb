import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';
import { understand } from '../understand/index.js';

const gcp = (prompt: string): string[] => statedEdges(prompt, 'gcp');
const azure = (prompt: string): string[] => statedEdges(prompt, 'azure');
const live = (prompt: string, provider: 'gcp' | 'azure'): string[] =>
  understand(prompt, { provider, diagramType: 'architecture' }).graph.live().map((e) => e.entry.id);

describe('relations: workflows written as steps, and the short names they use for earlier parts', () => {
  it('"a blob trigger" is an event of the Blob Storage already named, not a second store', () => {
    const text = 'Scanned receipts land in Azure Blob Storage. A blob trigger then starts an Azure Function.';
    expect(live(text, 'azure').filter((id) => id === 'azure.blob_storage')).toHaveLength(1);
    expect(azure(text)).toContain('azure.blob_storage -> azure.functions');
  });

  it('a short line right above step 1 titles the section, even when it spells a product name', () => {
    const text = 'Dataflow\n1. Kiosks publish orders to Pub/Sub.\n2. A Cloud Function takes each order from the topic.';
    expect(live(text, 'gcp')).not.toContain('gcp.dataflow');
    expect(live(text, 'gcp')).toContain('gcp.pubsub');
  });

  it('"a Dataflow batching job … the job": an -ing word inside the name keeps the head noun, which later refers back', () => {
    expect(gcp('A Dataflow batching job reads Pub/Sub. The job then writes rows to BigQuery.')).toContain('gcp.dataflow -> gcp.bigquery');
  });

  it('a participle after an article describes a noun and does not hand the clause to the place before it', () => {
    const out = gcp('Cloud Run stores the resized thumbnails in Cloud Storage and notifies Pub/Sub.');
    expect(out).toContain('gcp.cloud_run -> gcp.pubsub');
    expect(out).not.toContain('gcp.cloud_storage -> gcp.pubsub');
  });

  it('"the API" names the quote API that was hosted on Cloud Run', () => {
    const text = 'Mobile clients call a quote API hosted on Cloud Run. The API keeps prices in Memorystore.';
    expect(gcp(text)).toContain('gcp.cloud_run -> gcp.memorystore');
    expect(live(text, 'gcp')).not.toContain('general.api');
  });

  it('"the service" can be a product whose own name for its unit is a service (a Cloud Run service)', () => {
    expect(gcp('A web front end runs on Cloud Run. The service keeps uploads in Cloud Storage.')).toContain('gcp.cloud_run -> gcp.cloud_storage');
  });

  it('"subscribes to" and "listens for" take data in: the thing after the preposition is the source', () => {
    expect(azure('An Azure Functions app subscribes to Azure Event Grid.')).toContain('azure.event_grid -> azure.functions');
    const out = gcp('The billing worker posts invoices to Pub/Sub. A Cloud Function listens for the invoices and updates Firestore.');
    expect(out).toContain('gcp.pubsub -> gcp.cloud_functions');
    expect(out).toContain('gcp.cloud_functions -> gcp.firestore');
  });

  it('"from there" is the place the step before put things', () => {
    expect(gcp('The nightly pipeline writes figures to BigQuery. Looker reads the figures from there.')).toContain('gcp.bigquery -> gcp.looker');
  });

  it('"It" after a step that asked a service for something is the asker again', () => {
    const out = gcp('The function hands the text to Document AI and asks Vertex AI for a headline. It stores the headline in Firestore.');
    expect(out).toContain('gcp.cloud_functions -> gcp.firestore');
    expect(out).not.toContain('gcp.vertex_ai -> gcp.firestore');
  });

  it('a verb the relation lists lack still opens a clause after a comma or "and"', () => {
    const out = gcp('A Dataflow job reads Pub/Sub, drops malformed events and enriches the rest with details held in Bigtable.');
    expect(out).not.toContain('gcp.pubsub -> gcp.bigtable');
    expect(out.some((e) => e.startsWith('gcp.dataflow') && e.endsWith('gcp.bigtable') || e === 'gcp.bigtable -> gcp.dataflow')).toBe(true);
  });

  it('"Once processed, …" is a time clause: the lake zone word there makes no copy of a store', () => {
    const text = 'Nightly ledger dumps arrive in Azure Data Lake Storage (raw). Once processed, the ledgers are copied into Azure Synapse Analytics.';
    const ids = live(text, 'azure');
    expect(ids.filter((id) => id === 'azure.adls')).toHaveLength(1);
    const { graph } = understand(text, { provider: 'azure', diagramType: 'architecture' });
    expect(graph.live().some((e) => e.paren.includes('processed'))).toBe(false);
  });

  it('what an answering service returned is stored by whoever called it, even after a clause of its own', () => {
    const out = azure('An Azure Function hands each transcript to Azure AI Language, which detects sentiment. Results are stored in Azure Cosmos DB.');
    expect(out).toContain('azure.functions -> azure.cosmos_db');
    expect(out).not.toContain('azure.ai_language -> azure.cosmos_db');
  });

  it('data a step only handled is sent on by that step, and a second clause about the same data keeps the sender', () => {
    const out = azure('Azure Stream Analytics grades every sample against its limit. Samples outside the limit go to an Azure Service Bus queue, and all samples are kept in Azure Data Lake Storage.');
    expect(out).toContain('azure.stream_analytics -> azure.service_bus');
    expect(out).toContain('azure.stream_analytics -> azure.adls');
    expect(out).not.toContain('azure.service_bus -> azure.adls');
  });

  it('"an approval flow in Power Automate asks …": the noun pair heads the subject, and the product named in it acts', () => {
    const out = azure('Large refunds wait in Azure Service Bus. A review flow in Power Automate takes them from there and notifies a supervisor in Microsoft Teams.');
    expect(out).toContain('azure.service_bus -> azure.power_automate');
    // The supervisor is a person and Teams the chat channel that reaches them: both are notified by the flow.
    expect(out).toContain('azure.power_automate -> general.staff');
    expect(out).toContain('azure.power_automate -> general.microsoft_teams');
    expect(out.filter((e) => e.startsWith('azure.service_bus ->'))).toEqual(['azure.service_bus -> azure.power_automate']);
  });

  it('the head of a compound the last step published ("a price event") is what the next step waits for', () => {
    const out = gcp('The pricing worker emits a price event on Pub/Sub. A Cloud Function listens for those events and updates Firestore.');
    expect(out).toContain('gcp.pubsub -> gcp.cloud_functions');
  });

  it('"joins it with data held in B and calls C": after a participle describing a noun, "and" returns to the subject', () => {
    const out = azure('Azure Stream Analytics merges the feed with price lists held in Azure Blob Storage and calls a model hosted in Azure Machine Learning.');
    expect(out).toContain('azure.stream_analytics -> azure.machine_learning');
    expect(out).not.toContain('azure.blob_storage -> azure.machine_learning');
  });

  it('"A emits an event that B routes to C": B takes on what A sent', () => {
    const out = azure('Azure Digital Twins raises a change notice that Azure Event Grid forwards to an Azure Function.');
    expect(out).toContain('azure.digital_twins -> azure.event_grid');
    expect(out).toContain('azure.event_grid -> azure.functions');
  });

  it('"X are kept in B and are updated by C": C works on B, and the people the step before reached keep nothing', () => {
    const out = azure('A Logic Apps workflow notifies the shopper through Azure Communication Services. Loyalty points are kept in Azure Cosmos DB and are updated by an Azure Function.');
    expect(out).toContain('azure.functions -> azure.cosmos_db');
    expect(out.some((e) => e.startsWith('general.') && e.endsWith('azure.cosmos_db'))).toBe(false);
  });

  it('"are archived to B by C" with no subject named: C moves the data to B, not the step before', () => {
    const out = gcp('A Dataflow job loads summaries into BigQuery. Untouched copies are also shipped to Cloud Storage by a Cloud Run job.');
    expect(out).toContain('gcp.cloud_run -> gcp.cloud_storage');
    expect(out).not.toContain('gcp.bigquery -> gcp.cloud_storage');
  });

  it('"the exported files" after a step that exported them: the reader takes them from where that step put them', () => {
    const out = gcp('Order history is exported every night from Cloud SQL to Cloud Storage. A Dataproc cluster then reads the exported files and writes totals to BigQuery.');
    expect(out).toContain('gcp.cloud_storage -> gcp.dataproc');
  });
});
