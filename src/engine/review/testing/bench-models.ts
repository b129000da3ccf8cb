import type { ArchitectureModel } from '../../model/index.js';
import { ModelBuilder } from './builder.js';

/**
 * Hand-built models of the 20 public benchmark architectures (../shared/bench/prompts.public.json),
 * drawn the way a generator draws them from the prompt: the components, edges and containers the
 * prompt names, no more. They stand in for the planner's output in the fix-invariant tests.
 */
const H = { label: 'HTTPS', props: { tls: true } };

export const BENCH_MODELS: ReadonlyArray<{ name: string; build: () => ArchitectureModel }> = [
  { name: '01 aws three-tier', build: () => {
    const b = new ModelBuilder('aws', 'AWS web shop in three tiers');
    b.group('vpc', 'vpc', { label: 'VPC' });
    for (const n of [1, 2]) {
      b.group(`az${n}`, 'az', { label: `Availability Zone ${n}`, parent: 'vpc' });
      b.group(`pub${n}`, 'subnet', { label: 'Public subnet', parent: `az${n}`, props: { public: true, tier: 'public' } });
      b.group(`priv${n}`, 'subnet', { label: 'Private subnet', parent: `az${n}`, props: { public: false, tier: 'app' } });
    }
    b.node('users', 'users', { label: 'Users' }).node('alb', 'aws.alb', { label: 'Application Load Balancer', parent: 'pub1' });
    b.node('asg', 'aws.auto_scaling', { label: 'EC2 Auto Scaling Group', parent: 'priv1' });
    b.node('rds', 'aws.rds', { label: 'Amazon RDS (primary)', parent: 'priv1', props: { multi_az: true } });
    b.node('standby', 'aws.rds', { label: 'Amazon RDS (standby)', parent: 'priv2', props: { role: 'standby' } });
    return b.chain(['users', 'alb', 'asg', 'rds'], H).edge('rds', 'standby', { label: 'sync replication' }).build();
  } },
  { name: '02 aws event-driven orders', build: () => new ModelBuilder('aws', 'Order pipeline').typed('event_driven')
    .node('api', 'aws.api_gateway', { label: 'Amazon API Gateway' }).node('order', 'aws.lambda', { label: 'Order Lambda' })
    .node('bus', 'aws.eventbridge', { label: 'Amazon EventBridge' }).node('sqs', 'aws.sqs', { label: 'Amazon SQS' })
    .node('sns', 'aws.sns', { label: 'Amazon SNS' }).node('fulfil', 'aws.lambda', { label: 'Fulfillment Lambda' })
    .node('ddb', 'aws.dynamodb', { label: 'Amazon DynamoDB' }).node('dlq', 'aws.sqs', { label: 'SQS Dead-letter queue' })
    .chain(['api', 'order', 'bus', 'sqs', 'fulfil', 'ddb']).edge('bus', 'sns').edge('sqs', 'dlq', { label: 'failed messages' }).build() },
  { name: '03 aws event processing', build: () => new ModelBuilder('aws', 'Event processing').typed('event_driven')
    .node('eks', 'aws.eks', { label: 'Amazon EKS' }).node('ecs', 'aws.ecs', { label: 'Amazon ECS workers' }).node('sqs', 'aws.sqs', { label: 'Amazon SQS' })
    .node('l1', 'aws.lambda', { label: 'Processor 1' }).node('l2', 'aws.lambda', { label: 'Processor 2' }).node('l3', 'aws.lambda', { label: 'Processor 3' })
    .node('s3', 'aws.s3', { label: 'Amazon S3' }).node('rs', 'aws.redshift', { label: 'Amazon Redshift' })
    .chain(['eks', 'ecs', 'sqs']).edge('sqs', 'l1').edge('sqs', 'l2').edge('sqs', 'l3')
    .edge('l1', 's3').edge('l2', 's3').edge('l3', 'rs').build() },
  { name: '04 aws serverless auth', build: () => new ModelBuilder('aws', 'Serverless authentication').typed('serverless')
    .node('users', 'users', { label: 'Users' }).node('spa', 'general.web_frontend', { label: 'React SPA' })
    .node('cf', 'aws.cloudfront', { label: 'Amazon CloudFront' }).node('s3', 'aws.s3', { label: 'Amazon S3' })
    .node('cognito', 'aws.cognito', { label: 'Amazon Cognito User Pool' }).node('api', 'aws.api_gateway', { label: 'Amazon API Gateway' })
    .node('fn', 'aws.lambda', { label: 'AWS Lambda' }).node('ddb', 'aws.dynamodb', { label: 'Amazon DynamoDB' })
    .edge('users', 'cf', H).edge('cf', 's3').edge('users', 'spa').edge('spa', 'cognito', H).edge('spa', 'api', H).chain(['api', 'fn', 'ddb']).build() },
  { name: '05 aws hub-and-spoke', build: () => {
    const b = new ModelBuilder('aws', 'Hub and spoke').typed('hub_spoke');
    b.node('tgw', 'aws.transit_gateway', { label: 'AWS Transit Gateway' });
    for (const s of ['A', 'B', 'C']) b.group(`spoke${s}`, 'vpc', { label: `Spoke VPC ${s}` }).node(`app${s}`, 'aws.ec2', { label: `Workload ${s}`, parent: `spoke${s}` }).edge(`spoke${s}`, 'tgw');
    b.group('insp', 'vpc', { label: 'Inspection VPC' }).node('fw', 'aws.network_firewall', { label: 'AWS Network Firewall', parent: 'insp' })
      .node('nat', 'aws.nat_gateway', { label: 'NAT Gateway', parent: 'insp' }).node('igw', 'aws.internet_gateway', { label: 'Internet Gateway', parent: 'insp' });
    return b.edge('tgw', 'insp').chain(['fw', 'nat', 'igw']).build();
  } },
  { name: '06 aws mlops', build: () => new ModelBuilder('aws', 'MLOps').typed('ml')
    .node('data', 'aws.s3', { label: 'Amazon S3 (training data)' }).node('pipe', 'aws.sagemaker_pipelines', { label: 'Amazon SageMaker Pipelines' })
    .node('proc', 'aws.sagemaker_processing', { label: 'SageMaker Processing' }).node('train', 'aws.sagemaker_training', { label: 'SageMaker Training' })
    .node('reg', 'aws.sagemaker_model_registry', { label: 'SageMaker Model Registry' }).node('ep', 'aws.sagemaker_endpoint', { label: 'SageMaker Endpoint' })
    .node('fn', 'aws.lambda', { label: 'AWS Lambda' }).node('api', 'aws.api_gateway', { label: 'Amazon API Gateway' }).node('client', 'general.users', { label: 'Client app' })
    .edge('data', 'pipe').edge('pipe', 'proc').edge('pipe', 'train').edge('train', 'reg').edge('reg', 'ep')
    .chain(['client', 'api', 'fn', 'ep'], H).build() },
  { name: '07 aws multi-AZ e-commerce', build: () => {
    const b = new ModelBuilder('aws', 'Multi-AZ e-commerce');
    b.group('vpc', 'vpc', { label: 'VPC' });
    for (const n of [1, 2]) {
      b.group(`az${n}`, 'az', { label: `Availability Zone ${n}`, parent: 'vpc' });
      b.group(`priv${n}`, 'subnet', { label: 'Private subnet', parent: `az${n}`, props: { public: false } });
      b.node(`ecs${n}`, 'aws.fargate', { label: 'Amazon ECS (Fargate)', parent: `priv${n}` });
    }
    b.node('customers', 'users', { label: 'Customers' }).node('cf', 'aws.cloudfront', { label: 'Amazon CloudFront' }).node('waf', 'aws.waf', { label: 'AWS WAF' })
      .node('alb', 'aws.alb', { label: 'Application Load Balancer', parent: 'vpc' })
      .node('aurora', 'aws.aurora', { label: 'Amazon Aurora', parent: 'priv1', props: { multi_az: true } })
      .node('cache', 'aws.elasticache', { label: 'Amazon ElastiCache', parent: 'priv1' }).node('s3', 'aws.s3', { label: 'Amazon S3' })
      .node('cognito', 'aws.cognito', { label: 'Amazon Cognito' });
    b.chain(['customers', 'cf', 'alb'], H).edge('waf', 'cf').edge('cf', 's3').edge('customers', 'cognito', H);
    for (const n of [1, 2]) b.edge('alb', `ecs${n}`).edge(`ecs${n}`, 'aurora').edge(`ecs${n}`, 'cache');
    return b.build();
  } },
  { name: '08 azure aks', build: () => new ModelBuilder('azure', 'AKS platform').typed('microservices')
    .group('vnet', 'vpc', { label: 'Virtual network' })
    .node('users', 'users', { label: 'Users' }).node('agw', 'azure.application_gateway', { label: 'Application Gateway (WAF v2)', parent: 'vnet' })
    .node('agic', 'azure.agic', { label: 'Application Gateway Ingress Controller', parent: 'vnet' }).node('aks', 'azure.aks', { label: 'Azure Kubernetes Service', parent: 'vnet' })
    .node('acr', 'azure.acr', { label: 'Azure Container Registry' }).node('kv', 'azure.key_vault', { label: 'Azure Key Vault' })
    .node('la', 'azure.log_analytics', { label: 'Log Analytics workspace' }).node('bastion', 'azure.bastion', { label: 'Azure Bastion', parent: 'vnet' })
    .node('jump', 'azure.vm', { label: 'Jumpbox VM', parent: 'vnet' })
    .chain(['users', 'agw', 'agic', 'aks'], H).edge('acr', 'aks').edge('aks', 'kv').edge('aks', 'la').edge('bastion', 'jump').build() },
  { name: '09 azure medallion', build: () => new ModelBuilder('azure', 'Medallion data platform').typed('data_pipeline')
    .node('sql', 'azure.sql_server', { label: 'SQL Server (source)' }).node('saas', 'general.third_party_api', { label: 'SaaS APIs' })
    .node('adf', 'azure.data_factory', { label: 'Azure Data Factory' }).node('bronze', 'azure.adls', { label: 'ADLS Gen2 (bronze)' })
    .node('dbx', 'azure.databricks', { label: 'Azure Databricks' }).node('silver', 'azure.adls', { label: 'ADLS Gen2 (silver)' })
    .node('gold', 'azure.adls', { label: 'ADLS Gen2 (gold)' }).node('syn', 'azure.synapse', { label: 'Azure Synapse Analytics' })
    .node('pbi', 'azure.power_bi', { label: 'Power BI' }).node('purview', 'azure.purview', { label: 'Microsoft Purview' })
    .edge('sql', 'adf').edge('saas', 'adf').edge('adf', 'bronze').edge('bronze', 'dbx').edge('dbx', 'silver').edge('dbx', 'gold')
    .edge('gold', 'syn').edge('syn', 'pbi').edge('purview', 'bronze', { label: 'catalogs' }).build() },
  { name: '10 azure iot', build: () => new ModelBuilder('azure', 'IoT telemetry').typed('event_driven')
    .node('dev', 'general.iot_device', { label: 'IoT devices' }).node('hub', 'azure.iot_hub', { label: 'Azure IoT Hub' })
    .node('asa', 'azure.stream_analytics', { label: 'Azure Stream Analytics' }).node('cosmos', 'azure.cosmos_db', { label: 'Azure Cosmos DB' })
    .node('blob', 'azure.blob_storage', { label: 'Azure Blob Storage' }).node('fn', 'azure.functions', { label: 'Azure Functions' })
    .node('pbi', 'azure.power_bi', { label: 'Power BI' })
    .chain(['dev', 'hub', 'asa', 'cosmos']).edge('asa', 'blob').edge('asa', 'fn').edge('asa', 'pbi').build() },
  { name: '11 azure multi-region', build: () => {
    const b = new ModelBuilder('azure', 'Multi-region web app');
    b.node('users', 'users', { label: 'Users' }).node('fd', 'azure.front_door', { label: 'Azure Front Door' }).edge('users', 'fd', H);
    for (const [r, name] of [['east', 'East US'], ['west', 'West Europe']] as const) {
      b.group(r, 'region', { label: name }).node(`app-${r}`, 'azure.app_service', { label: `App Service (${name})`, parent: r })
        .node(`redis-${r}`, 'azure.redis', { label: `Azure Cache for Redis (${name})`, parent: r }).edge('fd', `app-${r}`, H).edge(`app-${r}`, `redis-${r}`);
    }
    b.node('sql1', 'azure.sql_database', { label: 'Azure SQL Database (primary)', parent: 'east' })
      .node('sql2', 'azure.sql_database', { label: 'Azure SQL Database (geo-secondary)', parent: 'west', props: { role: 'replica' } });
    return b.edge('app-east', 'sql1').edge('app-west', 'sql2').edge('sql1', 'sql2', { label: 'active geo-replication' }).build();
  } },
  { name: '12 gcp message collecting', build: () => new ModelBuilder('gcp', 'Message collecting').typed('data_pipeline')
    .node('dev', 'general.iot_device', { label: 'Devices' }).node('ps', 'gcp.pubsub', { label: 'Pub/Sub' }).node('df', 'gcp.dataflow', { label: 'Dataflow' })
    .node('bq', 'gcp.bigquery', { label: 'BigQuery' }).node('gcs', 'gcp.cloud_storage', { label: 'Cloud Storage' }).node('gae', 'gcp.app_engine', { label: 'App Engine' })
    .node('bt', 'gcp.bigtable', { label: 'Bigtable' }).node('fn', 'gcp.cloud_functions', { label: 'Cloud Functions' })
    .chain(['dev', 'ps', 'df', 'bq']).edge('df', 'gcs').edge('df', 'gae').edge('gae', 'bt').edge('df', 'fn').build() },
  { name: '13 gcp image pipeline', build: () => new ModelBuilder('gcp', 'Image pipeline').typed('event_driven')
    .node('users', 'users', { label: 'Users' }).node('up', 'gcp.cloud_storage', { label: 'Cloud Storage (uploads)' }).node('ea', 'gcp.eventarc', { label: 'Eventarc' })
    .node('run', 'gcp.cloud_run', { label: 'Cloud Run (thumbnailer)' }).node('thumbs', 'gcp.cloud_storage', { label: 'Cloud Storage (thumbnails)' })
    .node('fs', 'gcp.firestore', { label: 'Firestore' }).node('dlt', 'gcp.pubsub', { label: 'Pub/Sub dead-letter topic' })
    .chain(['users', 'up', 'ea', 'run', 'thumbs'], H).edge('run', 'fs').edge('ea', 'dlt', { label: 'failures' }).build() },
  { name: '14 gcp rag chatbot', build: () => new ModelBuilder('gcp', 'RAG chatbot').typed('ml')
    .node('users', 'users', { label: 'Users' }).node('run', 'gcp.cloud_run', { label: 'Cloud Run (chat backend)' }).node('gemini', 'gcp.gemini', { label: 'Gemini (Vertex AI)' })
    .node('vs', 'gcp.vertex_ai_vector_search', { label: 'Vertex AI Vector Search' }).node('emb', 'gcp.vertex_ai_embeddings', { label: 'Vertex AI Embeddings' })
    .node('docai', 'gcp.document_ai', { label: 'Document AI' }).node('docs', 'gcp.cloud_storage', { label: 'Cloud Storage (documents)' })
    .edge('users', 'run', H).edge('run', 'vs').edge('run', 'gemini').chain(['docs', 'docai', 'emb', 'vs']).build() },
  { name: '15 gcp batch pipeline', build: () => new ModelBuilder('gcp', 'Batch pipeline').typed('data_pipeline')
    .node('sch', 'gcp.cloud_scheduler', { label: 'Cloud Scheduler' }).node('comp', 'gcp.composer', { label: 'Cloud Composer' }).node('dp', 'gcp.dataproc', { label: 'Dataproc' })
    .node('raw', 'gcp.cloud_storage', { label: 'Cloud Storage (raw)' }).node('bq', 'gcp.bigquery', { label: 'BigQuery' }).node('ls', 'gcp.looker_studio', { label: 'Looker Studio' })
    .chain(['sch', 'comp', 'dp']).edge('raw', 'dp').edge('dp', 'bq').edge('bq', 'ls').build() },
  { name: '16 k8s stateful', build: () => {
    const b = new ModelBuilder('kubernetes', 'Stateful application');
    b.node('svc', 'kubernetes.service', { label: 'Service' }).node('sts', 'kubernetes.statefulset', { label: 'StatefulSet', props: { replicas: 3 } }).node('sc', 'kubernetes.storageclass', { label: 'StorageClass' }).edge('svc', 'sts');
    for (const n of [0, 1, 2]) {
      b.node(`pod${n}`, 'kubernetes.pod', { label: `Pod ${n}` }).node(`pvc${n}`, 'kubernetes.persistentvolumeclaim', { label: `PersistentVolumeClaim ${n}` })
        .node(`pv${n}`, 'kubernetes.persistentvolume', { label: `PersistentVolume ${n}` }).chain(['sts', `pod${n}`, `pvc${n}`, `pv${n}`]).edge('sc', `pv${n}`);
    }
    return b.build();
  } },
  { name: '17 k8s gitops', build: () => new ModelBuilder('kubernetes', 'GitOps delivery').typed('microservices')
    .node('dev', 'general.developer', { label: 'Developers' }).node('app', 'general.github', { label: 'GitHub (app repo)' })
    .node('gha', 'general.github_actions', { label: 'GitHub Actions' }).node('reg', 'general.container_registry', { label: 'Container registry' })
    .node('man', 'general.github', { label: 'GitHub (manifests repo)' }).node('argo', 'kubernetes.argocd', { label: 'Argo CD' })
    .group('stg', 'cluster', { label: 'Kubernetes cluster (staging)' }).group('prod', 'cluster', { label: 'Kubernetes cluster (production)' })
    .chain(['dev', 'app', 'gha', 'reg']).edge('gha', 'man').edge('man', 'argo').edge('argo', 'stg').edge('argo', 'prod').edge('reg', 'stg').edge('reg', 'prod').build() },
  { name: '18 k8s event streaming', build: () => new ModelBuilder('kubernetes', 'Event streaming').typed('event_driven')
    .group('cluster', 'cluster', { label: 'Kubernetes cluster' })
    .node('prod', 'kubernetes.deployment', { label: 'Producer service', parent: 'cluster' }).node('kafka', 'general.kafka', { label: 'Kafka cluster (Strimzi)', parent: 'cluster' })
    .node('sr', 'general.schema_registry', { label: 'Schema Registry', parent: 'cluster' }).node('cons', 'kubernetes.deployment', { label: 'Consumer deployment', parent: 'cluster' })
    .node('keda', 'kubernetes.keda', { label: 'KEDA', parent: 'cluster' }).node('es', 'general.elasticsearch', { label: 'Elasticsearch', parent: 'cluster' })
    .chain(['prod', 'kafka', 'cons', 'es']).edge('prod', 'sr').edge('keda', 'cons', { label: 'scales on lag' }).build() },
  { name: '19 general rag chat', build: () => new ModelBuilder('general', 'RAG chat application').typed('ml')
    .node('user', 'general.users', { label: 'User' }).node('ui', 'general.web_frontend', { label: 'Chat UI' }).node('be', 'general.api', { label: 'Chat backend' })
    .node('emb', 'general.embedding_model', { label: 'Embedding model' }).node('vdb', 'general.vector_db', { label: 'Vector database' }).node('llm', 'general.llm', { label: 'LLM' })
    .node('docs', 'general.documents', { label: 'Document sources' }).node('ing', 'general.etl', { label: 'Ingestion pipeline (chunk + embed)' })
    .chain(['user', 'ui', 'be'], H).edge('be', 'emb').edge('be', 'vdb').edge('be', 'llm').chain(['docs', 'ing', 'emb']).edge('ing', 'vdb').build() },
  { name: '20 general cqrs', build: () => new ModelBuilder('general', 'CQRS with event sourcing').typed('event_driven')
    .node('clients', 'general.users', { label: 'Clients' }).node('cmd', 'general.api', { label: 'Command API' }).node('kafka', 'general.kafka', { label: 'Event store (Kafka)' })
    .node('proj', 'general.microservice', { label: 'Projector service' }).node('es', 'general.elasticsearch', { label: 'Elasticsearch (read model)' })
    .node('pg', 'general.database', { label: 'PostgreSQL (read model)' }).node('query', 'general.api', { label: 'Query API' })
    .chain(['clients', 'cmd', 'kafka', 'proj', 'es']).edge('proj', 'pg').edge('clients', 'query').edge('query', 'es').edge('query', 'pg').build() },
];
