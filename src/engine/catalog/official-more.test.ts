import { describe, expect, it } from 'vitest';
import { MORE_ALIASES } from './official-more.js';
import { findMentions, getService, resolveService } from './index.js';

const whole = (text: string, provider: 'aws' | 'azure' | 'gcp' | 'oci'): string[] =>
  findMentions(text, provider).map((m) => `${m.entry.id}:${m.matched}`);

describe('more official names: features named as parts, and services draw.io has no shape for', () => {
  it('every extra name belongs to an entry that exists', () => {
    expect(Object.keys(MORE_ALIASES).filter((id) => getService(id) === undefined)).toEqual([]);
  });

  it('a feature people name as a part is one mention of its service', () => {
    expect(whole('audit rows are queried in CloudTrail Lake', 'aws')).toEqual(['aws.cloudtrail:CloudTrail Lake']);
    expect(whole('temporary keys come from a Cognito identity pool', 'aws')).toEqual(['aws.cognito:Cognito identity pool']);
    expect(whole('tiles are cached by Memorystore for Valkey', 'gcp')).toEqual(['gcp.memorystore:Memorystore for Valkey']);
  });

  it('reads services newer than the draw.io shapes', () => {
    expect(resolveService('AWS Security Token Service', 'aws')?.id).toBe('aws.sts');
    expect(resolveService('Amazon S3 Vectors', 'aws')?.id).toBe('aws.s3_vectors');
    expect(resolveService('Azure Synapse Link', 'azure')?.id).toBe('azure.synapse_link');
    expect(resolveService('Microsoft Graph', 'azure')?.id).toBe('azure.microsoft_graph');
    expect(resolveService('Google Cloud Managed Service for Prometheus', 'gcp')?.id).toBe('gcp.managed_prometheus');
    expect(resolveService('Firebase Realtime Database', 'gcp')?.id).toBe('gcp.firebase_realtime_database');
  });

  it('a name ending in "Manager" is the product, not a person', () => {
    expect(whole('hosts are patched through Azure Update Manager', 'azure')).toEqual(['azure.update_manager:Azure Update Manager']);
  });

  it('a service of its own that was read as a feature of a larger one has its own entry', () => {
    expect(resolveService('Bedrock knowledge base', 'aws')?.id).toBe('aws.bedrock_knowledge_base');
    expect(resolveService('Computer Vision', 'azure')?.id).toBe('azure.ai_vision');
    expect(resolveService('Recycle Bin', 'aws')?.id).toBe('aws.recycle_bin');
  });

  it('MongoDB said alone is MongoDB, not a cloud database that speaks its protocol', () => {
    expect(resolveService('MongoDB', 'azure')?.id).toBe('general.mongodb');
    expect(resolveService('MongoDB', 'aws')?.id).toBe('general.mongodb');
    expect(resolveService('Cosmos DB for MongoDB', 'azure')?.id).toBe('azure.cosmos_db');
  });
});
