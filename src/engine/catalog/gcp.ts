import { entryBuilder } from './define.js';
import { gcpHex } from './style-kit.js';
import type { ServiceEntry } from './types.js';

const e = entryBuilder('gcp', { width: 66, height: 58.5 });

export const GCP: readonly ServiceEntry[] = [
  e('compute_engine', 'Compute Engine', 'Compute Engine', 'vm', 'compute', gcpHex('compute_engine'),
    ['compute engine', 'gce', 'virtual machine', 'vm', 'server']),
  e('cloud_run', 'Cloud Run', 'Cloud Run', 'container_service', 'serverless', gcpHex('cloud_run'),
    ['cloud run', 'cloudrun']),
  e('cloud_functions', 'Cloud Functions', 'Cloud Functions', 'function', 'serverless', gcpHex('cloud_functions'),
    ['cloud functions', 'cloud function', 'function', 'gcf']),
  e('gke', 'Google Kubernetes Engine', 'GKE', 'k8s_cluster', 'container', gcpHex('container_engine'),
    ['gke', 'kubernetes engine', 'kubernetes', 'k8s']),
  e('cloudsql', 'Cloud SQL', 'Cloud SQL', 'relational_db', 'database', gcpHex('cloud_sql'),
    ['cloud sql', 'cloudsql', 'postgres', 'postgresql', 'mysql', 'relational database', 'database', 'db']),
  e('cloud_storage', 'Cloud Storage', 'Cloud Storage', 'object_storage', 'storage', gcpHex('cloud_storage'),
    ['cloud storage', 'gcs', 'bucket', 'object storage']),
  e('pubsub', 'Pub/Sub', 'Pub/Sub', 'topic', 'integration', gcpHex('cloud_pubsub'),
    ['pub sub', 'pubsub', 'cloud pub sub', 'topic']),
];
