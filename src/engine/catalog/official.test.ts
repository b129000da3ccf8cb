import { describe, expect, it } from 'vitest';
import { CATALOG, findMentions, getService, resolveService, servicesOf } from './index.js';
import { OFFICIAL_ALIASES } from './official.js';
import type { Provider } from './types.js';

describe('official product names', () => {
  it('names only entries that exist', () => {
    expect(Object.keys(OFFICIAL_ALIASES).filter((id) => getService(id) === undefined)).toEqual([]);
  });

  it.each<[string, Provider, string]>([
    ['Amazon EventBridge Pipes', 'aws', 'aws.eventbridge_pipes'],
    ['Lambda authorizer', 'aws', 'aws.lambda'],
    ['Amazon HealthLake', 'aws', 'aws.healthlake'],
    ['AWS Glue DataBrew', 'aws', 'aws.glue_databrew'],
    ['Amazon Kendra', 'aws', 'aws.kendra'],
    ['AWS Chatbot', 'aws', 'aws.chatbot'],
    ['Amazon Forecast', 'aws', 'aws.forecast'],
    ['Azure AI Speech', 'azure', 'azure.ai_speech'],
    ['Azure AI Document Intelligence', 'azure', 'azure.document_intelligence'],
    ['Form Recognizer', 'azure', 'azure.document_intelligence'],
    ['Azure Health Data Services', 'azure', 'azure.api_for_fhir'],
    ['Microsoft Fabric', 'azure', 'azure.fabric'],
    ['Azure Durable Functions', 'azure', 'azure.durable_functions'],
    ['Apigee', 'gcp', 'gcp.apigee'],
    ['Cloud Run functions', 'gcp', 'gcp.cloud_functions'],
    ['Vertex AI Search', 'gcp', 'gcp.vertex_ai_search'],
    ['Cloud Healthcare API', 'gcp', 'gcp.healthcare_api'],
    ['Cloud Data Fusion', 'gcp', 'gcp.data_fusion'], ['Cloud Datalab', 'gcp', 'gcp.cloud_datalab'],
    ['Oracle Integration Cloud', 'oci', 'oci.integration'],
    ['Exadata Database Service', 'oci', 'oci.exadata'],
    ['OCI GoldenGate', 'oci', 'oci.goldengate'],
  ])('%s on %s → %s', (name, provider, id) => {
    expect(resolveService(name, provider)?.id).toBe(id);
  });

  it('finds new names inside a sentence', () => {
    const found = findMentions('Claims land in Amazon HealthLake and an EventBridge Pipe forwards changes to Step Functions', 'aws');
    expect(found.map((m) => m.entry.id)).toEqual(['aws.healthlake', 'aws.eventbridge_pipes', 'aws.step_functions']);
  });

  it('keeps everyday words that are also product names from naming a product on their own', () => {
    const ids = findMentions('Our chatbot shows a forecast and its budgets, migrate later', 'aws').map((m) => m.entry.id);
    expect(ids.filter((id) => /chatbot|forecast|budgets/.test(id))).toEqual([]);
    expect(findMentions('the advisor and the keys', 'azure').map((m) => m.entry.id)).toEqual([]);
  });

  it('gives every entry a name and a short label', () => {
    for (const entry of CATALOG) {
      expect(entry.name.length, entry.id).toBeGreaterThan(1);
      expect(entry.short.length, entry.id).toBeGreaterThan(1);
    }
    expect(servicesOf('oci').length).toBeGreaterThan(70);
  });
});

describe('names of entries derived from draw.io', () => {
  it('cross to another provider only with their vendor', () => {
    expect(resolveService('email notification', 'azure')?.provider).not.toBe('aws');
    expect(resolveService('data flow', 'aws')?.provider).not.toBe('oci');
    expect(resolveService('health checks', 'gcp')).toBeUndefined();
    expect(resolveService('Amazon HealthLake', 'azure')?.id).toBe('aws.healthlake');
    expect(resolveService('OCI Data Flow', 'aws')?.id).toBe('oci.data_flow');
  });

  it('read names split at any point of their compact form', () => {
    expect(findMentions('a Postgre SQL instance and a back-end tier', 'gcp').map((m) => m.entry.id)).toEqual(['gcp.cloudsql_postgresql', 'general.microservice']);
    expect(findMentions('views kept by Glue Elastic Views', 'aws').map((m) => m.entry.id)).toEqual(['aws.glue_elastic_views']);
  });
});

describe('lookup with a provider preference order', () => {
  const k8sOnAws: Provider[] = ['kubernetes', 'aws'];

  it('finds the AWS parts of a Kubernetes-on-AWS design and keeps Kubernetes objects', () => {
    expect(resolveService('ALB', k8sOnAws)?.id).toBe('aws.alb');
    expect(resolveService('RDS', k8sOnAws)?.id).toBe('aws.rds');
    expect(resolveService('ECR', k8sOnAws)?.id).toBe('aws.ecr');
    expect(resolveService('Deployment', k8sOnAws)?.id).toBe('kubernetes.deployment');
    expect(resolveService('users', k8sOnAws)?.id).toBe('general.users');
  });

  it('takes plain names from the first provider that has them', () => {
    expect(resolveService('load balancer', ['aws', 'azure'])?.provider).toBe('aws');
    expect(resolveService('load balancer', ['azure', 'aws'])?.provider).toBe('azure');
    expect(resolveService('Cosmos DB', ['aws', 'gcp'])?.id).toBe('azure.cosmos_db');
  });

  it('reads mentions of two clouds in one sentence', () => {
    const ids = findMentions('Events flow from Amazon SQS into Azure Functions and land in BigQuery', ['aws', 'azure', 'gcp']).map((m) => m.entry.id);
    expect(ids).toEqual(['aws.sqs', 'azure.functions', 'gcp.bigquery']);
  });

  it('behaves exactly like a single provider when given one', () => {
    for (const term of ['postgres', 'queue', 'Lambdas', 'Cosmos DB', 'function', 'cache']) {
      expect(resolveService(term, ['gcp'])?.id, term).toBe(resolveService(term, 'gcp')?.id);
    }
  });
});
