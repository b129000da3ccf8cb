import { describe, expect, it } from 'vitest';
import type { Provider } from '../../../shared/contract/values.js';
import { planDiagram } from '../index.js';

/** Edges of the planned diagram as "source label -> target label". */
function drawn(prompt: string, provider: Provider): string[] {
  const { model } = planDiagram(prompt, { provider, diagramType: 'architecture' });
  const label = new Map(model.nodes.map((n) => [n.id, n.label]));
  return model.edges.map((e) => `${label.get(e.source) ?? e.source} -> ${label.get(e.target) ?? e.target}`);
}

describe('relations: distributive passives and ways through', () => {
  it('"N stores, each <participle> by its own X": one X per store, each fed by its own', () => {
    const out = drawn('Event Grid pushes to two Service Bus queues, each drained by its own Azure Function.', 'azure');
    expect(out).toContain('Service Bus queue 1 -> Function 1');
    expect(out).toContain('Service Bus queue 2 -> Function 2');
    expect(out).not.toContain('Event Grid -> Function 1');
  });

  it('"N stores, each feeding its own X": one X per store', () => {
    const out = drawn('Pub/Sub delivers to two Cloud Storage buckets, each feeding its own Dataflow job.', 'gcp');
    expect(out).toContain('Cloud Storage bucket 1 -> Dataflow job 1');
    expect(out).toContain('Cloud Storage bucket 2 -> Dataflow job 2');
  });

  it('"X reached by A through B": the way lies between the agent and X', () => {
    const out = drawn('A DynamoDB table queried by ECS through a VPC endpoint.', 'aws');
    expect(out).toContain('ECS -> VPC Endpoint');
    expect(out).toContain('VPC Endpoint -> DynamoDB table');
    expect(out).not.toContain('VPC Endpoint -> ECS');
  });

  it('"A copies X to Y": X is what moves, so X feeds A and A reaches Y', () => {
    const out = drawn('An Azure Function weekly that copies Cosmos DB to a Blob Storage account.', 'azure');
    expect(out.some((e) => /^Cosmos DB.* -> .*Function/.test(e))).toBe(true);
    expect(out.some((e) => /Function.* -> .*Blob Storage/.test(e))).toBe(true);
    expect(out.some((e) => /Function.* -> Cosmos DB/.test(e))).toBe(false);
  });

  it('"B forwards them to C": the pronoun is the data, so where it came from feeds B and nothing flows back', () => {
    const out = drawn('Sensors publish to IoT Hub; a Stream Analytics job forwards them to Event Hubs which writes them into Blob Storage.', 'azure');
    expect(out).toContain('IoT Hub -> Stream Analytics job');
    expect(out).toContain('Event Hubs -> Blob Storage');
    expect(out).not.toContain('Stream Analytics job -> IoT Hub');
    expect(out).not.toContain('Event Hubs -> IoT Hub');
  });

  it('a colon after an orchestrating verb lists steps: the runner reaches each, and each step hands on to the next', () => {
    const out = drawn('Azure Logic Apps coordinates claim intake: Azure AI Document Intelligence reads the forms, Azure OpenAI summarises the claims, summaries kept in Cosmos DB.', 'azure');
    expect(out.some((e) => /Logic Apps.* -> .*Document Intelligence/.test(e))).toBe(true);
    expect(out.some((e) => /Logic Apps.* -> .*OpenAI/.test(e))).toBe(true);
    expect(out.some((e) => /Document Intelligence.* -> .*OpenAI/.test(e))).toBe(true);
    expect(out.some((e) => /OpenAI.* -> Cosmos DB/.test(e))).toBe(true);
  });

  it('a list after a named workflow and a colon is an ordered chain, run by what "orchestrated by" names', () => {
    const out = drawn('Our build workflow: Cloud Source Repositories, Cloud Build, Artifact Registry to GKE, orchestrated by Cloud Deploy.', 'gcp');
    expect(out).toContain('Cloud Source Repositories -> Cloud Build');
    expect(out).toContain('Cloud Build -> Artifact Registry');
    expect(out).toContain('Artifact Registry -> GKE');
    expect(out).toContain('Cloud Deploy -> Cloud Build');
    expect(out).not.toContain('Cloud Source Repositories -> Artifact Registry');
  });

  it('a bare noun opening a clause stands for the earlier component it names ("payments" for the payments service)', () => {
    const out = drawn('The edge proxy forwards to a search service and a payments service. Payments emit events to RabbitMQ.', 'general');
    expect(out.some((e) => /^Payments service -> RabbitMQ/i.test(e))).toBe(true);
  });

  it('"an identity service authenticates X": X signs in with it, nothing flows from the identity service', () => {
    const out = drawn('Azure AD B2C authenticates customers of a Vue web app.', 'azure');
    expect(out.some((e) => / -> Azure AD B2C$/.test(e))).toBe(true);
    expect(out.some((e) => /^Azure AD B2C -> /.test(e))).toBe(false);
  });

  it('a participle joining two names reads as the first acting on the second', () => {
    const out = drawn('An S3-triggered Lambda function resizes uploads.', 'aws');
    expect(out.some((e) => /^S3.* -> Lambda/.test(e))).toBe(true);
  });

  it('"a REST API exposed through a gateway": the gateway is that API, not a second box', () => {
    const { model } = planDiagram('A REST API exposed through Azure API Management, backed by Azure Functions.', { provider: 'azure', diagramType: 'architecture' });
    expect(model.nodes.map((n) => n.label)).not.toContain('REST API');
    expect(drawn('A REST API exposed through Azure API Management, backed by Azure Functions.', 'azure')).toContain('Azure API Management -> Azure Functions');
  });

  it('"a shipping worker": a noun in -ing after an article stays in the label', () => {
    const { model } = planDiagram('Orders land on RabbitMQ; a shipping worker saves them to MySQL.', { provider: 'general', diagramType: 'architecture' });
    expect(model.nodes.some((n) => /shipping/i.test(n.label))).toBe(true);
  });

  it('a capitalised lone word naming an earlier service is that service, not a new box', () => {
    const { model } = planDiagram('The web tier calls an inventory service and a pricing service. Pricing reads from Redis.', { provider: 'general', diagramType: 'architecture' });
    expect(model.nodes.map((n) => n.label)).not.toContain('Pricing');
  });

  it('"A cleans the records, B classifies them": the records stayed with A, so A hands them to B', () => {
    const out = drawn('Dataproc cleans the records, Vertex AI classifies them, labels written to Cloud Storage.', 'gcp');
    expect(out.some((e) => /^Dataproc -> Vertex AI/.test(e))).toBe(true);
    expect(out.some((e) => /^Vertex AI.* -> Dataproc/.test(e))).toBe(false);
  });
});
