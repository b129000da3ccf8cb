import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG, findMentions, getService, ServiceEntrySchema, servicesOf } from './index.js';
import { allKeys, entriesForKey } from './term-index.js';
import { PROVIDERS, type Provider } from '../../shared/contract/values.js';
import { PUBLIC_PROMPTS_PATH } from '../../testing/shared-data.js';

const MINIMUM: Record<Provider, number> = { aws: 120, azure: 70, gcp: 60, kubernetes: 20, oci: 15, general: 30 };

describe('catalog data', () => {
  it('meets the per-provider counts', () => {
    for (const provider of PROVIDERS) {
      expect(servicesOf(provider).length, provider).toBeGreaterThanOrEqual(MINIMUM[provider]);
    }
  });

  it('has valid entries with unique ids that match their provider', () => {
    const ids = CATALOG.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of CATALOG) {
      expect(() => ServiceEntrySchema.parse(entry), entry.id).not.toThrow();
      expect(entry.id.startsWith(entry.provider + '.'), entry.id).toBe(true);
      expect(entry.synonyms.every((s) => s === s.toLowerCase() && s.trim() === s && s.length > 0), entry.id).toBe(true);
      expect(entry.width).toBeGreaterThan(0);
      expect(entry.height).toBeGreaterThan(0);
      if (!entry.style.includes('rounded=1;whiteSpace=wrap') && !entry.style.includes('shape=cylinder3')) {
        expect(entry.style, `${entry.id} labels below its icon`).toContain('verticalLabelPosition=bottom');
      }
    }
  });

  it('has equivalents that exist, sit on other providers and are symmetric', () => {
    for (const entry of CATALOG) {
      for (const other of entry.equivalents) {
        const target = getService(other);
        expect(target, `${entry.id} → ${other}`).toBeDefined();
        expect(target!.provider, `${entry.id} → ${other}`).not.toBe(entry.provider);
        expect(target!.equivalents, `${other} ↔ ${entry.id}`).toContain(entry.id);
      }
    }
    expect(getService('aws.rds')!.equivalents).toEqual(expect.arrayContaining(['azure.sql_database', 'gcp.cloudsql']));
  });

  it('never lets one term name two services within a provider', () => {
    const clashes: string[] = [];
    for (const key of allKeys()) {
      for (const provider of PROVIDERS) {
        const ids = entriesForKey(key, provider).map((e) => e.id);
        if (ids.length > 1) clashes.push(`${key}: ${ids.join(', ')}`);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('gives the roles review rules reason with to the well-known services', () => {
    const kinds: Record<string, string> = {
      'aws.alb': 'load_balancer', 'aws.nlb': 'load_balancer', 'aws.api_gateway': 'api_gateway', 'aws.cloudfront': 'cdn',
      'aws.route53': 'dns', 'aws.lambda': 'function', 'aws.ec2': 'vm', 'aws.auto_scaling': 'autoscaling_group',
      'aws.ecs': 'container_service', 'aws.fargate': 'container_service', 'aws.eks': 'k8s_cluster', 'aws.rds': 'relational_db',
      'aws.aurora': 'relational_db', 'aws.dynamodb': 'nosql', 'aws.elasticache': 'cache', 'aws.s3': 'object_storage',
      'aws.efs': 'file_storage', 'aws.sqs': 'queue', 'aws.sns': 'topic', 'aws.eventbridge': 'event_bus',
      'aws.kinesis_data_streams': 'stream', 'aws.step_functions': 'workflow', 'aws.cognito': 'identity',
      'aws.secrets_manager': 'secrets', 'aws.kms': 'kms', 'aws.cloudwatch': 'monitoring', 'aws.xray': 'tracing',
      'aws.cloudtrail': 'audit', 'aws.waf': 'waf', 'aws.shield': 'ddos', 'aws.nat_gateway': 'nat',
      'aws.internet_gateway': 'igw', 'aws.sagemaker_endpoint': 'ml_endpoint', 'azure.front_door': 'cdn',
      'azure.key_vault': 'secrets', 'gcp.cloud_run': 'container_service', 'kubernetes.statefulset': 'k8s_workload',
      'kubernetes.persistentvolumeclaim': 'volume', 'general.vector_db': 'vector_db', 'general.llm': 'ai_service',
    };
    for (const [id, kind] of Object.entries(kinds)) expect(getService(id)?.kind, id).toBe(kind);
  });
});

describe('public benchmark coverage', () => {
  interface BenchPrompt {
    prompt: string;
    cloud_provider: Provider;
    must_have_components: string[];
  }
  const bench = JSON.parse(
    readFileSync(PUBLIC_PROMPTS_PATH, 'utf8'),
  ) as BenchPrompt[];

  it('recognises a service in every component the benchmark expects', () => {
    const missing: string[] = [];
    for (const item of bench) {
      for (const component of item.must_have_components) {
        if (findMentions(component, item.cloud_provider).length === 0) missing.push(`${item.cloud_provider}: ${component}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('maps named benchmark components to the expected services', () => {
    const expected: [string, Provider, string][] = [
      ['Application Load Balancer', 'aws', 'aws.alb'], ['Amazon RDS (primary)', 'aws', 'aws.rds'],
      ['EC2 Auto Scaling Group', 'aws', 'aws.auto_scaling'], ['Amazon EventBridge', 'aws', 'aws.eventbridge'],
      ['SQS Dead-letter queue', 'aws', 'aws.sqs'], ['Amazon Cognito User Pool', 'aws', 'aws.cognito'],
      ['SageMaker Model Registry', 'aws', 'aws.sagemaker_model_registry'], ['SageMaker Endpoint', 'aws', 'aws.sagemaker_endpoint'],
      ['Azure Front Door', 'azure', 'azure.front_door'], ['Application Gateway (WAF v2)', 'azure', 'azure.application_gateway'],
      ['Log Analytics workspace', 'azure', 'azure.log_analytics'], ['ADLS Gen2 (bronze)', 'azure', 'azure.adls'],
      ['Azure Blob Storage', 'azure', 'azure.blob_storage'], ['Microsoft Purview', 'azure', 'azure.purview'],
      ['Cloud Run (chat backend)', 'gcp', 'gcp.cloud_run'], ['Vertex AI Vector Search', 'gcp', 'gcp.vertex_ai_vector_search'],
      ['Document AI', 'gcp', 'gcp.document_ai'], ['Gemini (Vertex AI)', 'gcp', 'gcp.gemini'], ['Looker Studio', 'gcp', 'gcp.looker_studio'],
      ['Pub/Sub dead-letter topic', 'gcp', 'gcp.pubsub'], ['Eventarc', 'gcp', 'gcp.eventarc'],
      ['StatefulSet', 'kubernetes', 'kubernetes.statefulset'], ['PersistentVolumeClaim', 'kubernetes', 'kubernetes.persistentvolumeclaim'],
      ['Kafka cluster (Strimzi)', 'kubernetes', 'general.kafka'], ['Schema Registry', 'kubernetes', 'general.schema_registry'],
      ['Elasticsearch', 'kubernetes', 'general.elasticsearch'], ['GitHub Actions', 'kubernetes', 'general.github_actions'],
      ['Argo CD', 'kubernetes', 'kubernetes.argocd'], ['Vector database', 'general', 'general.vector_db'], ['LLM', 'general', 'general.llm'],
    ];
    for (const [component, provider, id] of expected) {
      expect(findMentions(component, provider)[0]?.entry.id, `${provider}: ${component}`).toBe(id);
    }
  });
});
