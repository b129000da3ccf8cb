import { describe, expect, it } from 'vitest';
import { equivalentIn, getService, resolveService, serviceForKind, servicesOf } from './index.js';

describe('resolveService', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(resolveService('API-Gateway', 'aws')?.id).toBe('aws.api_gateway');
    expect(resolveService('  amazon rds ', 'aws')?.id).toBe('aws.rds');
    expect(resolveService('Pub/Sub', 'gcp')?.id).toBe('gcp.pubsub');
    expect(resolveService('pubsub', 'gcp')?.id).toBe('gcp.pubsub');
  });

  it('prefers the provider, then general', () => {
    expect(resolveService('postgres', 'aws')?.id).toBe('aws.rds');
    expect(resolveService('postgres', 'azure')?.id).toBe('azure.postgresql');
    expect(resolveService('postgres', 'gcp')?.id).toBe('gcp.cloudsql');
    expect(resolveService('postgres', 'kubernetes')?.id).toBe('general.database');
    expect(resolveService('users', 'aws')?.id).toBe('general.users');
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
});
