import { z } from 'zod';
import type { Provider } from '../../shared/contract/values.js';

/** Broad category, shown to people and used for palettes. */
export const CATEGORIES = [
  'client', // users, browser, mobile, IoT device, on-prem system
  'compute',
  'container',
  'serverless',
  'database',
  'storage',
  'network',
  'security',
  'integration',
  'analytics',
  'ml',
  'devops',
  'identity',
  'monitoring',
  'management',
  'iot',
  'general',
] as const;
export const CategorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof CategorySchema>;

/**
 * Fine-grained role of a service. Review rules, the planner and layout reason about kinds, never
 * about provider-specific ids, so one rule covers RDS, Azure SQL and Cloud SQL alike.
 */
export const SERVICE_KINDS = [
  // clients and the outside world
  'users', 'browser', 'mobile', 'device', 'internet', 'onprem', 'external_api', 'developer',
  // edge and network
  'dns', 'cdn', 'waf', 'load_balancer', 'api_gateway', 'ingress', 'igw', 'nat', 'vpn', 'direct_connect',
  'transit_gateway', 'firewall', 'bastion', 'private_endpoint', 'ddos', 'service_mesh', 'network_misc',
  // compute
  'vm', 'autoscaling_group', 'container_service', 'container', 'k8s_cluster', 'k8s_workload', 'pod',
  'k8s_service', 'function', 'web_app', 'batch', 'microservice',
  // data
  'relational_db', 'nosql', 'cache', 'data_warehouse', 'search', 'graph_db', 'timeseries_db',
  'object_storage', 'file_storage', 'block_storage', 'backup', 'data_lake', 'volume',
  // integration
  'queue', 'topic', 'event_bus', 'stream', 'workflow', 'scheduler', 'email', 'notification',
  // analytics and ml
  'etl', 'stream_processing', 'analytics', 'bi', 'data_catalog', 'ml_training', 'ml_endpoint',
  'ml_platform', 'ml_model_registry', 'ai_service', 'vector_db', 'notebook',
  // security, identity, operations
  'identity', 'secrets', 'kms', 'certificate', 'security_posture', 'audit', 'monitoring', 'logging',
  'tracing', 'registry', 'ci_cd', 'repository', 'iac', 'iot_hub', 'config',
  // anything else
  'generic',
] as const;
export const ServiceKindSchema = z.enum(SERVICE_KINDS);
export type ServiceKind = z.infer<typeof ServiceKindSchema>;

export const ServiceEntrySchema = z.object({
  /** Stable id `<provider>.<slug>`, e.g. `aws.rds`. Never renamed once shipped. */
  id: z.string().regex(/^(aws|azure|gcp|kubernetes|oci|general)\.[a-z0-9_]+$/),
  provider: z.enum(['aws', 'azure', 'gcp', 'kubernetes', 'oci', 'general']),
  /** Display name: "Amazon RDS". */
  name: z.string(),
  /** Short default label: "RDS". */
  short: z.string(),
  /** Names and synonyms people type, lowercase: ["rds", "relational database service"]. */
  synonyms: z.array(z.string()),
  category: CategorySchema,
  kind: ServiceKindSchema,
  /** draw.io style (14.7.3) that draws it; label placement included. */
  style: z.string(),
  width: z.number(),
  height: z.number(),
  /** Drawn as a container (may hold children), e.g. an EKS cluster or an App Service plan. */
  container: z.boolean(),
  /** Ids of the same service on other providers (aws.rds ↔ azure.sql ↔ gcp.cloudsql). */
  equivalents: z.array(z.string()),
  /** What one of the service's own things is called ("user pool" for Cognito): the label says it when the
   *  text names the service only by what it does ("authentication"). */
  resource: z.string().optional(),
});
export type ServiceEntry = z.infer<typeof ServiceEntrySchema>;

export type { Provider };

/** A third-party product row: id slug, display name, kind, and the other names people write for it. */
export type ProductRow = readonly [slug: string, name: string, kind: ServiceKind, aliases: readonly string[]];
