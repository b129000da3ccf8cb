import { describe, expect, it } from 'vitest';
import { inferGroupKind, inferService } from './index.js';
import { corpusCells, corpusFiles, isCloudIcon } from './testing/corpus.js';
import type { Provider } from '../../shared/contract/values.js';

describe('inferService on styles people use', () => {
  const cases: [string, string, string][] = [
    ['outlineConnect=0;shape=mxgraph.aws4.resourceIcon;resIcon=mxgraph.aws4.rds;', '', 'aws.rds'],
    ['outlineConnect=0;fillColor=#D05C17;shape=mxgraph.aws4.lambda_function;', '', 'aws.lambda'],
    ['aspect=fixed;html=1;points=[];image;image=img/lib/azure2/databases/Azure_Cosmos_DB.svg;', '', 'azure.cosmos_db'],
    ['aspect=fixed;html=1;image;image=img/lib/mscae/Event_Hubs.svg;', 'Monitoring Event Hub', 'azure.event_hubs'],
    ['html=1;shape=mxgraph.gcp2.hexIcon;prIcon=cloud_run;', '', 'gcp.cloud_run'],
    ['shape=mxgraph.gcp2.cloud_run;', '', 'gcp.cloud_run'],
    ['html=1;shape=mxgraph.kubernetes.icon;prIcon=pod;', '', 'kubernetes.pod'],
    ['html=1;shape=mxgraph.kubernetes.icon2;kubernetesLabel=1;prIcon=pvc;', '/config', 'kubernetes.persistentvolumeclaim'],
    ['shape=mxgraph.azure.sql_database;', '', 'azure.sql_database'],
    ['shape=mxgraph.aws3.kinesis;', '', 'aws.kinesis_data_streams'],
    ['shape=mxgraph.aws4.productIcon;prIcon=mxgraph.aws4.ecs;', '', 'aws.ecs'],
    ['shape=mxgraph.aws4.eventbridge_scheduler;', '', 'aws.eventbridge_scheduler'],
    ['shape=mxgraph.networks.firewall;', '', 'general.firewall'],
  ];
  it.each(cases)('%s → %s', (style, label, id) => {
    expect(inferService(style, label)?.id).toBe(id);
  });

  it('lets the label choose among services that share an icon', () => {
    const sagemaker = 'shape=mxgraph.aws4.resourceIcon;resIcon=mxgraph.aws4.sagemaker;';
    expect(inferService(sagemaker, 'SageMaker Endpoint')?.id).toBe('aws.sagemaker_endpoint');
    expect(inferService(sagemaker, 'Amazon Bedrock with Cohere Embed')?.id).toBe('aws.bedrock');
    expect(inferService(sagemaker, '')?.id).toBe('aws.sagemaker');
  });

  it('reads the label when the style says nothing, and only a label that names a service', () => {
    expect(inferService('rounded=1;whiteSpace=wrap;html=1;', 'Amazon RDS (primary)', 'aws')?.id).toBe('aws.rds');
    expect(inferService('rounded=1;whiteSpace=wrap;html=1;', 'Order <b>Lambda</b>', 'aws')?.id).toBe('aws.lambda');
    expect(inferService('rounded=1;whiteSpace=wrap;html=1;', 'postgres', 'azure')?.id).toBe('azure.postgresql');
    expect(inferService('rounded=1;whiteSpace=wrap;html=1;', 'Set GoDaddy Name Servers', 'aws')).toBeUndefined();
    expect(inferService('text;html=1;', 'Lambda writes to DynamoDB', 'aws')).toBeUndefined();
    expect(inferService('shape=mxgraph.flowchart.decision;', 'Hosted Zone Deployed?', 'aws')).toBeUndefined();
    expect(inferService('rounded=1;', '', 'aws')).toBeUndefined();
  });

  it('leaves containers to inferGroupKind', () => {
    const vpc = 'shape=mxgraph.aws4.group;grIcon=mxgraph.aws4.group_vpc;';
    expect(inferService(vpc, 'VPC')).toBeUndefined();
    expect(inferGroupKind(vpc, 'VPC')).toBe('vpc');
    expect(inferGroupKind('shape=mxgraph.aws4.group;grIcon=mxgraph.aws4.group_vpc2;', 'VPC (10.0.0.0/10)')).toBe('vpc');
    expect(inferGroupKind('shape=mxgraph.aws4.group;grIcon=mxgraph.aws4.group_security_group;', 'Public subnet')).toBe('subnet');
    expect(inferGroupKind('shape=mxgraph.aws4.groupCenter;grIcon=mxgraph.aws4.group_auto_scaling_group;', 'ASG')).toBe('overlay');
    expect(inferGroupKind('fillColor=none;dashed=1;', 'Availability Zone 2')).toBe('az');
    expect(inferGroupKind('fillColor=none;', 'us-east-1a')).toBe('az');
    expect(inferGroupKind('rounded=0;', 'dynatrace-monitoring resource group')).toBe('resource_group');
    expect(inferGroupKind('swimlane;', 'Kubernetes Cluster Infrastructure')).toBe('cluster');
    expect(inferGroupKind('rounded=0;', 'West Europe')).toBe('region');
    expect(inferGroupKind('swimlane;', 'Stage 1')).toBe('generic');
    expect(inferGroupKind('rounded=1;', 'Checkout')).toBeUndefined();
  });
});

describe('inferService on the real-world corpus', () => {
  const PROVIDER_OF_FILE = (file: string): Provider =>
    file.includes('-aws-') ? 'aws' : file.includes('-azure-') ? 'azure' : file.includes('-gcp-') ? 'gcp' : file.includes('-k8s-') ? 'kubernetes' : 'general';

  /** A few services each file certainly shows (read from the files by hand). */
  const EXPECTED: Record<string, string[]> = {
    '01': ['aws.ec2', 'aws.rds', 'aws.cloudfront', 'aws.s3', 'aws.cognito', 'aws.secrets_manager', 'aws.internet_gateway', 'general.users'],
    '02': ['aws.aurora', 'aws.ecs', 'aws.fargate', 'aws.ecr', 'aws.alb', 'aws.codepipeline', 'aws.transit_gateway', 'aws.eventbridge_scheduler', 'aws.vpc_endpoint'],
    '03': ['aws.alb', 'aws.ecs', 'aws.fargate', 'aws.efs', 'aws.aurora', 'aws.acm'],
    '04': ['aws.nat_gateway', 'aws.internet_gateway', 'aws.route_table', 'general.internet'],
    '05': ['aws.eks', 'aws.rds', 'aws.efs', 'aws.mq', 'aws.elb', 'aws.cloudwatch', 'kubernetes.pod', 'kubernetes.ingress', 'kubernetes.persistentvolume'],
    '06': ['aws.fargate', 'aws.ecs', 'aws.alb', 'aws.auto_scaling', 'aws.container'],
    '07': ['aws.iot_core', 'aws.iot_events', 'aws.iot_analytics', 'aws.quicksight', 'aws.dynamodb', 'aws.sns', 'aws.fargate'],
    '08': ['aws.lambda', 'aws.rekognition', 'aws.s3', 'aws.athena', 'aws.polly', 'aws.iot_core', 'aws.sns'],
    '09': ['aws.api_gateway', 'aws.lambda', 'aws.dynamodb', 'general.users'],
    '10': ['aws.eventbridge', 'aws.transcribe', 'aws.bedrock', 'aws.rds', 'aws.amplify', 'aws.cognito', 'aws.api_gateway'],
    '11': ['aws.route53', 'aws.lambda', 'aws.s3', 'aws.cloudformation', 'aws.parameter_store', 'aws.iam_role'],
    '14': ['azure.key_vault', 'azure.event_hubs', 'azure.vnet', 'azure.vpn_gateway', 'azure.app_insights', 'azure.firewall', 'azure.entra_id'],
    '16': ['azure.event_hubs', 'azure.functions', 'azure.monitor', 'azure.vm'],
    '17': ['azure.acr', 'azure.mysql', 'azure.blob_storage', 'azure.cdn', 'azure.app_service_plan', 'azure.app_service'],
    '18': ['azure.communication_services', 'general.browser', 'general.users'],
    '19': ['azure.cosmos_db', 'azure.functions', 'azure.monitor', 'azure.api_management', 'azure.postgresql'],
    '20': ['azure.sql_database', 'azure.service_bus', 'azure.hdinsight', 'azure.entra_id', 'azure.redis', 'azure.cdn', 'azure.vm', 'azure.blob_storage'],
    '21': ['gcp.cloud_run', 'gcp.cloud_functions', 'gcp.app_engine', 'gcp.pubsub', 'gcp.firestore', 'gcp.cloud_storage', 'gcp.vision_api', 'gcp.cloud_scheduler'],
    '22': ['gcp.firestore', 'gcp.document_ai', 'gcp.workflows', 'gcp.cloud_functions', 'gcp.cloud_storage'],
    '25': ['gcp.gke', 'gcp.load_balancing', 'general.users', 'general.mobile'],
    '26': ['kubernetes.pod', 'azure.aks', 'general.github', 'aws.kinesis_data_streams', 'general.users'],
    '27': ['kubernetes.deployment', 'kubernetes.replicaset', 'kubernetes.pod', 'kubernetes.persistentvolume', 'kubernetes.persistentvolumeclaim', 'kubernetes.service', 'kubernetes.ingress', 'kubernetes.namespace'],
    '28': ['general.web_server', 'general.internet'],
    '33': ['general.firewall', 'general.router', 'general.app_server'],
    '34': ['general.database'],
  };

  const files = corpusFiles();

  it('covers every expected corpus file', () => {
    expect(files.length).toBeGreaterThanOrEqual(25);
    for (const prefix of Object.keys(EXPECTED)) expect(files.some((f) => f.startsWith(prefix + '-')), prefix).toBe(true);
  });

  it.each(files)('%s: cloud icons get a service and the expected services are found', (file) => {
    const provider = PROVIDER_OF_FILE(file);
    const cells = corpusCells(file);
    const icons = cells.filter((c) => isCloudIcon(c.style));
    const inferred = icons.filter((c) => inferService(c.style, c.label, provider) !== undefined);
    if (icons.length > 0) expect(inferred.length / icons.length, `${inferred.length}/${icons.length} icons`).toBeGreaterThanOrEqual(0.9);
    const found = new Set(cells.map((c) => inferService(c.style, c.label, provider)?.id).filter(Boolean));
    for (const id of EXPECTED[file.slice(0, 2)] ?? []) expect(found, `${file} should show ${id}`).toContain(id);
  });
});
