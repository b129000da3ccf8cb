import { describe, expect, it } from 'vitest';
import { PRODUCT_IDS } from './products.js';
import { CATALOG, currentServiceId, equivalentIn, getService, resolveService, serviceForKind, servicesOf, SERVICE_KINDS } from './index.js';
import { PROVIDERS } from '../../shared/contract/values.js';

describe('resolveService', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(resolveService('API-Gateway', 'aws')?.id).toBe('aws.api_gateway');
    expect(resolveService('  amazon rds ', 'aws')?.id).toBe('aws.rds');
    expect(resolveService('Pub/Sub', 'gcp')?.id).toBe('gcp.pubsub');
    expect(resolveService('pubsub', 'gcp')?.id).toBe('gcp.pubsub');
  });

  it('prefers the provider, then general', () => {
    expect(resolveService('postgres', 'aws')?.id).toBe('aws.rds_postgresql');
    expect(resolveService('postgres', 'azure')?.id).toBe('azure.postgresql');
    expect(resolveService('postgres', 'gcp')?.id).toBe('gcp.cloudsql_postgresql');
    expect(resolveService('postgres', 'kubernetes')?.id).toBe('general.postgresql');
    expect(resolveService('users', 'aws')?.id).toBe('general.users');
  });

  it('keeps a self-run database engine as its product, the id naming it too', () => {
    expect(resolveService('Mongo', 'general')?.id).toBe('general.mongodb');
    expect(resolveService('MariaDB', 'kubernetes')?.short).toBe('MariaDB');
    expect(resolveService('mysql', 'general')?.id).toBe('general.mysql');
    expect(equivalentIn('general.postgresql', 'azure')?.id).toBe('azure.postgresql');
  });

  it('accepts plurals and returns undefined for unknown terms', () => {
    expect(resolveService('Lambdas', 'aws')?.id).toBe('aws.lambda');
    expect(resolveService('queues', 'aws')?.id).toBe('aws.sqs');
    expect(resolveService('flux capacitor', 'aws')).toBeUndefined();
    expect(resolveService('', 'aws')).toBeUndefined();
  });
});

describe('serviceForKind and equivalentIn', () => {
  it('picks the default service of a role per provider', () => {
    expect(serviceForKind('relational_db', 'aws')?.id).toBe('aws.rds');
    expect(serviceForKind('relational_db', 'azure')?.id).toBe('azure.sql_database');
    expect(serviceForKind('relational_db', 'gcp')?.id).toBe('gcp.cloudsql');
    expect(serviceForKind('relational_db', 'general')?.id).toBe('general.database');
    expect(serviceForKind('users', 'aws')?.id).toBe('general.users');
    expect(serviceForKind('cache', 'aws')?.id).toBe('aws.elasticache');
    expect(serviceForKind('identity', 'aws')?.id).toBe('aws.cognito');
    expect(serviceForKind('queue', 'gcp')?.id).toBe('gcp.pubsub');
    expect(serviceForKind('kms', 'azure')?.id).toBe('azure.key_vault');
    expect(serviceForKind('microservice', 'azure')?.id).toBe('general.microservice');
    expect(serviceForKind('ai_service', 'kubernetes')?.id).toBe('general.llm');
    expect(serviceForKind('graph_db', 'general')).toBeUndefined();
  });

  it('has a default for every kind that any provider offers (named third-party products aside), and every default exists', () => {
    for (const kind of SERVICE_KINDS) {
      for (const provider of PROVIDERS) {
        const entry = serviceForKind(kind, provider);
        if (entry) expect([provider, 'general'], `${kind} on ${provider} → ${entry.id}`).toContain(entry.provider);
        if (CATALOG.some((e) => e.provider === provider && e.kind === kind && !PRODUCT_IDS.has(e.id))) expect(entry, `${kind} on ${provider}`).toBeDefined();
      }
    }
  });

  it('maps a service across providers both ways', () => {
    expect(equivalentIn('aws.rds', 'azure')?.id).toBe('azure.sql_database');
    expect(equivalentIn('azure.sql_database', 'gcp')?.id).toBe('gcp.cloudsql');
    expect(equivalentIn('gcp.cloudsql', 'aws')?.id).toBe('aws.rds');
    expect(equivalentIn('aws.rds', 'aws')?.id).toBe('aws.rds');
    expect(equivalentIn('nope.nothing', 'aws')).toBeUndefined();
  });

  it('lists and fetches entries', () => {
    expect(getService('aws.s3')?.name).toBe('Amazon S3');
    expect(servicesOf('gcp').every((e) => e.provider === 'gcp')).toBe(true);
  });

  it('names Kubernetes objects by their resource kind and still reads the ids they had before', () => {
    expect(getService('kubernetes.persistentvolumeclaim')?.name).toBe('PersistentVolumeClaim');
    expect(getService('kubernetes.horizontalpodautoscaler')?.short).toBe('HPA');
    expect(getService('kubernetes.pvc')?.id).toBe('kubernetes.persistentvolumeclaim');
    expect(currentServiceId('kubernetes.network_policy')).toBe('kubernetes.networkpolicy');
    expect(currentServiceId('aws.s3')).toBe('aws.s3');
  });
});
