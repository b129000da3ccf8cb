import { entryBuilder } from './define.js';
import { BOX, gcpHex as hex } from './style-kit.js';
import type { ServiceEntry } from './types.js';

const e = entryBuilder('gcp', { width: 66, height: 58.5 });
const BOXED = { width: 140, height: 60 };

/** Google Cloud. Product icons are draw.io's GCP hexagons; products newer than mid-2021 are labelled boxes. */
export const GCP: readonly ServiceEntry[] = [
  // compute
  e('compute_engine', 'Compute Engine', 'Compute Engine', 'vm', 'compute', hex('compute_engine'),
    ['compute engine', 'gce', 'virtual machine', 'vm', 'server', 'vm instance', 'web server']),
  e('mig', 'Managed Instance Group', 'MIG', 'autoscaling_group', 'compute', hex('compute_engine'),
    ['managed instance group', 'mig', 'instance group', 'autoscaler']),
  e('cloud_run', 'Cloud Run', 'Cloud Run', 'container_service', 'serverless', hex('cloud_run'),
    ['cloud run', 'cloudrun', 'cloud run service', 'serverless containers']),
  e('cloud_functions', 'Cloud Functions', 'Cloud Functions', 'function', 'serverless', hex('cloud_functions'),
    ['cloud functions', 'cloud function', 'function', 'gcf', 'serverless function']),
  e('app_engine', 'App Engine', 'App Engine', 'web_app', 'compute', hex('app_engine'), ['app engine', 'appengine', 'gae']),
  e('gke', 'Google Kubernetes Engine', 'GKE', 'k8s_cluster', 'container', hex('container_engine'),
    ['gke', 'kubernetes engine', 'kubernetes', 'k8s', 'kubernetes cluster', 'gke cluster', 'gke autopilot']),
  e('batch', 'Cloud Batch', 'Cloud Batch', 'batch', 'compute', BOX.gcp, ['google cloud batch', 'batch jobs'], BOXED),
  // networking
  e('vpc', 'Virtual Private Cloud', 'VPC', 'network_misc', 'network', hex('virtual_private_cloud'),
    ['vpc', 'vpc network', 'shared vpc']),
  e('load_balancing', 'Cloud Load Balancing', 'Load Balancer', 'load_balancer', 'network', hex('cloud_load_balancing'),
    ['cloud load balancing', 'load balancer', 'load balancing', 'https load balancer', 'lb', 'global load balancer']),
  e('cloud_cdn', 'Cloud CDN', 'Cloud CDN', 'cdn', 'network', hex('cloud_cdn'), ['cloud cdn', 'cdn']),
  e('cloud_dns', 'Cloud DNS', 'Cloud DNS', 'dns', 'network', hex('cloud_dns'), ['cloud dns', 'dns']),
  e('cloud_nat', 'Cloud NAT', 'Cloud NAT', 'nat', 'network', hex('cloud_nat'), ['cloud nat', 'nat', 'nat gateway']),
  e('cloud_armor', 'Cloud Armor', 'Cloud Armor', 'waf', 'security', hex('cloud_armor'), ['cloud armor', 'waf', 'ddos protection']),
  e('cloud_vpn', 'Cloud VPN', 'Cloud VPN', 'vpn', 'network', hex('cloud_vpn'), ['cloud vpn', 'vpn', 'ha vpn']),
  e('interconnect', 'Cloud Interconnect', 'Interconnect', 'direct_connect', 'network', hex('dedicated_interconnect'),
    ['cloud interconnect', 'interconnect', 'dedicated interconnect', 'partner interconnect']),
  e('cloud_router', 'Cloud Router', 'Cloud Router', 'network_misc', 'network', hex('cloud_router'), ['cloud router', 'router']),
  e('firewall_rules', 'VPC Firewall Rules', 'Firewall Rules', 'firewall', 'security', hex('cloud_firewall_rules'),
    ['firewall rules', 'firewall', 'vpc firewall', 'cloud firewall', 'cloud ngfw']),
  e('private_service_connect', 'Private Service Connect', 'PSC', 'private_endpoint', 'network', BOX.gcp,
    ['private service connect', 'psc', 'private endpoint', 'private google access'], BOXED),
  e('api_gateway', 'API Gateway', 'API Gateway', 'api_gateway', 'network', BOX.gcp, ['api gateway', 'api gw'], BOXED),
  e('apigee', 'Apigee API Management', 'Apigee', 'api_gateway', 'network', hex('apigee_api_platform'), ['apigee', 'api management']),
  e('cloud_endpoints', 'Cloud Endpoints', 'Cloud Endpoints', 'api_gateway', 'network', hex('cloud_endpoints'), ['cloud endpoints', 'openapi endpoints']),
  e('iap', 'Identity-Aware Proxy', 'IAP', 'bastion', 'security', hex('cloud_iam'), ['iap', 'identity aware proxy', 'iap tunnel']),
  e('traffic_director', 'Traffic Director', 'Traffic Director', 'service_mesh', 'network', hex('traffic_director'), ['traffic director']),
  e('service_mesh', 'Cloud Service Mesh', 'Service Mesh', 'service_mesh', 'network', hex('cloud_service_mesh'),
    ['cloud service mesh', 'anthos service mesh', 'service mesh', 'asm']),
  // databases and storage
  e('cloudsql', 'Cloud SQL', 'Cloud SQL', 'relational_db', 'database', hex('cloud_sql'),
    ['cloud sql', 'cloudsql', 'postgres', 'postgresql', 'mysql', 'sql server', 'relational database', 'database', 'db', 'cloud sql replica']),
  e('alloydb', 'AlloyDB for PostgreSQL', 'AlloyDB', 'relational_db', 'database', BOX.gcp, ['alloydb', 'alloy db'], BOXED),
  e('spanner', 'Cloud Spanner', 'Spanner', 'relational_db', 'database', hex('cloud_spanner'), ['spanner', 'cloud spanner']),
  e('firestore', 'Firestore', 'Firestore', 'nosql', 'database', hex('cloud_firestore'),
    ['firestore', 'cloud firestore', 'nosql', 'document database', 'nosql database']),
  e('datastore', 'Datastore', 'Datastore', 'nosql', 'database', hex('cloud_datastore'), ['datastore', 'cloud datastore']),
  e('bigtable', 'Bigtable', 'Bigtable', 'nosql', 'database', hex('cloud_bigtable'), ['bigtable', 'cloud bigtable', 'wide column store']),
  e('memorystore', 'Memorystore', 'Memorystore', 'cache', 'database', hex('cloud_memorystore'),
    ['memorystore', 'cache', 'redis', 'memcached', 'memorystore for redis']),
  e('cloud_storage', 'Cloud Storage', 'Cloud Storage', 'object_storage', 'storage', hex('cloud_storage'),
    ['cloud storage', 'gcs', 'bucket', 'object storage', 'gcs bucket', 'storage bucket', 'data lake']),
  e('filestore', 'Filestore', 'Filestore', 'file_storage', 'storage', hex('cloud_filestore'), ['filestore', 'nfs', 'file share']),
  e('persistent_disk', 'Persistent Disk', 'Persistent Disk', 'block_storage', 'storage', hex('persistent_disk'),
    ['persistent disk', 'pd', 'block storage', 'disk']),
  e('backup_dr', 'Backup and DR', 'Backup and DR', 'backup', 'storage', BOX.gcp, ['backup and dr', 'backup', 'backups'], BOXED),
  // integration
  e('pubsub', 'Pub/Sub', 'Pub/Sub', 'topic', 'integration', hex('cloud_pubsub'),
    ['pub sub', 'pubsub', 'cloud pub sub', 'topic', 'pub sub topic', 'queue', 'message queue', 'dead letter topic', 'pub sub subscription']),
  e('eventarc', 'Eventarc', 'Eventarc', 'event_bus', 'integration', BOX.gcp, ['eventarc', 'event arc', 'event bus', 'eventarc trigger'], BOXED),
  e('workflows', 'Workflows', 'Workflows', 'workflow', 'integration', BOX.gcp, ['cloud workflows', 'workflow'], BOXED),
  e('cloud_tasks', 'Cloud Tasks', 'Cloud Tasks', 'queue', 'integration', hex('cloud_tasks'), ['cloud tasks', 'task queue']),
  e('cloud_scheduler', 'Cloud Scheduler', 'Cloud Scheduler', 'scheduler', 'integration', hex('cloud_scheduler'),
    ['cloud scheduler', 'scheduler', 'cron', 'cron job']),
  e('composer', 'Cloud Composer', 'Composer', 'workflow', 'integration', hex('cloud_composer'),
    ['cloud composer', 'composer', 'airflow', 'managed airflow', 'airflow dag', 'dag']),
];
