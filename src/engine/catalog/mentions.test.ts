import { describe, expect, it } from 'vitest';
import { findMentions } from './index.js';
import type { Provider } from '../../shared/contract/values.js';

const ids = (text: string, provider: Provider): string[] => findMentions(text, provider).map((m) => m.entry.id);

describe('findMentions', () => {
  it('returns offsets and the text as written', () => {
    const text = 'Users call the api-gateway, then Lambdas.';
    const mentions = findMentions(text, 'aws');
    expect(mentions.map((m) => [m.entry.id, m.matched])).toEqual([
      ['general.users', 'Users'],
      ['aws.api_gateway', 'api-gateway'],
      ['aws.lambda', 'Lambdas'],
    ]);
    for (const m of mentions) expect(text.slice(m.start, m.end)).toBe(m.matched);
  });

  it('is provider-aware', () => {
    expect(ids('a postgres database', 'aws')).toEqual(['aws.rds_postgresql', 'aws.rds']);
    expect(ids('postgres', 'azure')).toEqual(['azure.postgresql']);
    expect(ids('postgres', 'gcp')).toEqual(['gcp.cloudsql_postgresql']);
    expect(ids('postgres', 'kubernetes')).toEqual(['general.postgresql']);
    expect(ids('kafka', 'aws')).toEqual(['aws.msk']);
    expect(ids('kafka', 'azure')).toEqual(['azure.event_hubs']);
    expect(ids('kafka', 'kubernetes')).toEqual(['general.kafka']);
    expect(ids('serverless function', 'gcp')).toEqual(['gcp.cloud_functions']);
  });

  it("reads another provider's product only where it is written as a name", () => {
    expect(ids('a jump box, i.e. a bastion host, in the admin subnet', 'gcp')).not.toContain('aws.bastion_host');
    expect(ids('traffic leaves through two VPN gateways', 'gcp').every((id) => !id.startsWith('azure.'))).toBe(true);
    expect(ids('orders land in Cosmos DB', 'aws')).toEqual(['azure.cosmos_db']);
  });

  it('a managed service named with the engine it runs is one mention', () => {
    const found = findMentions('sessions sit in Memorystore Redis next to Cloud SQL MySQL', 'gcp').map((m) => m.matched);
    expect(found).toEqual(['Memorystore Redis', 'Cloud SQL MySQL']);
  });

  it('tolerates plurals and punctuation variants', () => {
    expect(ids('three lambdas and two queues', 'aws')).toEqual(['aws.lambda', 'aws.sqs']);
    expect(ids('Pub/Sub, pubsub and pub-sub', 'gcp')).toEqual(['gcp.pubsub', 'gcp.pubsub', 'gcp.pubsub']);
    expect(ids('Route 53 and Route53', 'aws')).toEqual(['aws.route53', 'aws.route53']);
    expect(ids('caches', 'azure')).toEqual(['azure.redis']);
    expect(ids('policies', 'kubernetes')).toEqual([]);
  });

  it('prefers the longest match and never overlaps', () => {
    expect(ids('an SQS queue', 'aws')).toEqual(['aws.sqs']);
    expect(ids('EC2 Auto Scaling group', 'aws')).toEqual(['aws.auto_scaling']);
    expect(ids('Azure Cache for Redis', 'azure')).toEqual(['azure.redis']);
    expect(ids('SageMaker Model Registry', 'aws')).toEqual(['aws.sagemaker_model_registry']);
    expect(ids('Vertex AI Vector Search', 'gcp')).toEqual(['gcp.vertex_ai_vector_search']);
  });

  it('a model registry is never read as its last word, a container registry', () => {
    expect(ids('weights promoted to the Vertex AI Model Registry', 'gcp')).toEqual(['gcp.vertex_ai_model_registry']);
    expect(ids('a model registry for the scorers', 'azure')).toEqual(['azure.ml_registry']);
    expect(ids('model registry next to Harbor', 'kubernetes')).toEqual(['general.model_registry', 'general.container_registry']);
    const mentions = findMentions('API Gateway → Lambda → DynamoDB table', 'aws');
    for (let i = 1; i < mentions.length; i++) expect(mentions[i]!.start).toBeGreaterThanOrEqual(mentions[i - 1]!.end);
  });

  it('does not join words across sentence or list breaks', () => {
    expect(ids('Deploy to the cloud. Run tests nightly', 'gcp')).not.toContain('gcp.cloud_run');
    expect(ids('Cloud Run', 'gcp')).toEqual(['gcp.cloud_run']);
  });

  it('names another cloud only by a distinctive name', () => {
    expect(ids('migrate Cosmos DB data', 'aws')).toEqual(['azure.cosmos_db']);
    expect(ids('BigQuery exports', 'azure')).toEqual(['gcp.bigquery']);
    expect(ids('an order service', 'aws')).toEqual([]);
    expect(ids('batch data pipeline', 'aws')).toEqual(['general.etl']);
  });
});

describe('findMentions: overlapping readings of one service', () => {
  it('maker, product and head noun are one mention when both overlapping readings name the same service', () => {
    const found = findMentions('Events go to a self-run Apache Kafka cluster in the rack.', 'gcp');
    expect(found.map((m) => m.matched)).toEqual(['Apache Kafka cluster']);
    expect(found[0]!.entry.id).toBe('general.kafka');
  });
});

describe('findMentions: short names', () => {
  it('never reads everyday words run together as an initialism ("as a" is no ASA)', () => {
    expect(ids('The share acts as a drop zone for scanned forms.', 'azure')).not.toContain('azure.stream_analytics');
    expect(ids('Telemetry lands in ASA for windowed counts.', 'azure')).toContain('azure.stream_analytics');
  });
});
