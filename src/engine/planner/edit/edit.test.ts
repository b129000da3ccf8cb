import { describe, expect, it } from 'vitest';
import { apply, type ArchitectureModel, type ModelNode } from '../../model/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import { planDiagram } from '../generate.js';
import { planEdit } from './index.js';

const base = (prompt: string, provider: Provider): ArchitectureModel => planDiagram(prompt, { provider, diagramType: 'auto' }).model;

const THREE_TIER = base('three tier web application on aws with alb, ec2 autoscaling and rds multi-az', 'aws');
const SERVERLESS = base('serverless api gateway lambda dynamodb', 'aws');
const AZURE = base('azure web app w/ sql db and redis cache, front door in front', 'azure');
const GCP = base('cloud run api with cloud sql and memorystore, behind an https load balancer', 'gcp');
const K8S = base('nginx ingress -> frontend deployment -> backend deployment -> postgres statefulset', 'kubernetes');
const GENERAL = base('react spa -> node api -> postgres + redis cache', 'general');
const OCI = base('oci: load balancer, 2 compute instances, autonomous db', 'oci');
const FLOW = planDiagram('flowchart: user submits an order, if payment succeeds ship the order else notify the customer', { provider: 'general', diagramType: 'auto' }).model;

/** Plans the edit, applies the ops with the engine and returns the new model. */
function edit(prompt: string, model: ArchitectureModel): ArchitectureModel {
  const plan = planEdit(prompt, model);
  if (!plan.ok) throw new Error(`edit "${prompt}" not planned: ${plan.message}`);
  expect(plan.understood.length).toBeGreaterThan(0);
  const result = apply(model, plan.ops);
  if (!result.ok) throw new Error(`edit "${prompt}" did not apply: ${result.error.reason}`);
  return result.model;
}

const byService = (m: ArchitectureModel, service: string): ModelNode[] => m.nodes.filter((n) => n.service === service);
const one = (m: ArchitectureModel, service: string): ModelNode => {
  const found = byService(m, service);
  expect(found).toHaveLength(1);
  return found[0]!;
};
const linked = (m: ArchitectureModel, a: string, b: string): boolean => m.edges.some((e) => e.source === a && e.target === b);

describe('edit planner on an AWS three-tier app', () => {
  const rdsPrimary = THREE_TIER.nodes.find((n) => n.props['role'] === 'primary')!;
  const ec2 = byService(THREE_TIER, 'aws.ec2');

  it('adds a cache between the app instances and the database, replacing the direct edges', () => {
    const m = edit('add elasticache between the ec2 instance and the database', THREE_TIER);
    const cache = one(m, 'aws.elasticache');
    for (const i of ec2) {
      expect(linked(m, i.id, cache.id)).toBe(true);
      expect(linked(m, i.id, rdsPrimary.id)).toBe(false);
    }
    expect(linked(m, cache.id, rdsPrimary.id)).toBe(true);
  });

  it('puts a cache added next to the app servers in the data subnet, not beside them', () => {
    const m = edit('add a redis cache for the ec2 web servers', THREE_TIER);
    const cache = one(m, 'aws.elasticache');
    const subnet = m.groups.find((g) => g.id === cache.parent)!;
    expect(subnet.kind).toBe('subnet');
    expect(`${String(subnet.props['tier'])} ${subnet.label}`.toLowerCase()).toMatch(/data/);
    expect(ec2.every((i) => i.parent !== cache.parent)).toBe(true);
  });

  it('adds CloudFront in front of the ALB', () => {
    const m = edit('add cloudfront in front of the alb', THREE_TIER);
    const cf = one(m, 'aws.cloudfront');
    const alb = one(m, 'aws.alb');
    const users = one(m, 'general.users');
    expect(linked(m, users.id, cf.id) && linked(m, cf.id, alb.id)).toBe(true);
    expect(linked(m, users.id, alb.id)).toBe(false);
    expect(m.groups.find((g) => g.id === cf.parent)?.kind).toBe('cloud');
  });

  it('attaches a WAF to the entry point and marks it', () => {
    const m = edit('add a waf', THREE_TIER);
    const alb = one(m, 'aws.alb');
    expect(linked(m, one(m, 'aws.waf').id, alb.id)).toBe(true);
    expect(alb.props['waf']).toBe(true);
  });

  it('removes every copy of a component drawn per zone', () => {
    expect(byService(THREE_TIER, 'aws.nat_gateway')).toHaveLength(2);
    expect(byService(edit('remove the nat gateway', THREE_TIER), 'aws.nat_gateway')).toHaveLength(0);
  });

  it('renames a component', () => {
    expect(one(edit('rename the ALB to Public ALB', THREE_TIER), 'aws.alb').label).toBe('Public ALB');
  });

  it('replaces a service with its alternative ("use Aurora instead of RDS")', () => {
    const m = edit('use Aurora instead of RDS', THREE_TIER);
    expect(byService(m, 'aws.rds')).toHaveLength(0);
    expect(byService(m, 'aws.aurora')).toHaveLength(2);
  });

  it('encrypts the database', () => {
    const m = edit('encrypt the database', THREE_TIER);
    expect(m.nodes.find((n) => n.id === rdsPrimary.id)!.props['encrypted_at_rest']).toBe(true);
  });

  it('adds a read replica of the primary in the other zone', () => {
    const m = edit('add a read replica to the primary database', THREE_TIER);
    const replica = m.nodes.find((n) => n.props['role'] === 'read_replica')!;
    expect(replica.service).toBe('aws.rds');
    expect(linked(m, rdsPrimary.id, replica.id)).toBe(true);
    expect(replica.parent).not.toBe(rdsPrimary.parent);
    expect(m.groups.find((g) => g.id === replica.parent)!.label).toBe('Private data subnet');
  });

  it('adds an availability zone with the same subnets as the first', () => {
    const m = edit('add another availability zone', THREE_TIER);
    const az3 = m.groups.find((g) => g.label === 'Availability Zone 3')!;
    expect(az3.kind).toBe('az');
    expect(m.groups.filter((g) => g.parent === az3.id).map((g) => g.label).sort()).toEqual(['Private app subnet', 'Private data subnet', 'Public subnet']);
  });

  it('switches the whole diagram to Azure using catalog equivalents', () => {
    const m = edit('switch to azure', THREE_TIER);
    expect(one(m, 'azure.application_gateway').label).toBe('Application Gateway');
    expect(byService(m, 'azure.sql_database')).toHaveLength(2);
    expect(byService(m, 'azure.vm')).toHaveLength(2);
    expect(m.nodes.filter((n) => n.service?.startsWith('aws.') && n.service !== 'aws.internet_gateway')).toHaveLength(0);
    expect(m.groups.find((g) => g.kind === 'cloud')!.label).toBe('Microsoft Azure');
    expect(m.groups.find((g) => g.kind === 'vpc')!.label).toBe('Virtual network');
    expect(m.provider).toBe('azure');
  });

  it('connects two components, choosing the primary of a primary/standby pair', () => {
    const m = edit('connect users to the database', THREE_TIER);
    expect(linked(m, one(m, 'general.users').id, rdsPrimary.id)).toBe(true);
  });

  it('disconnects two components drawn per zone', () => {
    const m = edit('disconnect the alb from the ec2 instance', THREE_TIER);
    const alb = one(m, 'aws.alb');
    expect(m.edges.filter((e) => e.source === alb.id)).toHaveLength(0);
  });

  it('turns on HTTPS between two components', () => {
    const m = edit('use https between users and the alb', THREE_TIER);
    const e = m.edges.find((x) => x.source === one(m, 'general.users').id)!;
    expect(e.props['tls']).toBe(true);
    expect(e.label).toBe('HTTPS');
  });

  it('moves a component into another subnet', () => {
    const m = edit('put the alb in the private app subnet', THREE_TIER);
    expect(m.groups.find((g) => g.id === one(m, 'aws.alb').parent)!.label).toBe('Private app subnet');
  });

  it('sets the replica count', () => {
    const m = edit('scale the ec2 instance to 4', THREE_TIER);
    expect(byService(m, 'aws.ec2').every((n) => n.props['replicas'] === 4)).toBe(true);
  });

  it('adds a queue behind the app instances, on their way to the database', () => {
    const m = edit('add sqs behind the ec2 instance', THREE_TIER);
    const sqs = one(m, 'aws.sqs');
    expect(byService(m, 'aws.ec2').every((i) => linked(m, i.id, sqs.id))).toBe(true);
    expect(linked(m, sqs.id, rdsPrimary.id)).toBe(true);
  });

  it('sets the title', () => {
    expect(edit('title: My shop', THREE_TIER).title).toBe('My shop');
  });

  it('adds monitoring fed by the compute tier', () => {
    const m = edit('add monitoring', THREE_TIER);
    const cw = one(m, 'aws.cloudwatch');
    expect(byService(m, 'aws.ec2').some((i) => linked(m, i.id, cw.id))).toBe(true);
  });

  it('does several instructions in one prompt', () => {
    const m = edit('add monitoring and encrypt all data stores', THREE_TIER);
    one(m, 'aws.cloudwatch');
    expect(byService(m, 'aws.rds').every((n) => n.props['encrypted_at_rest'] === true)).toBe(true);
  });

  it('makes the load balancer private', () => {
    expect(one(edit('make the alb private', THREE_TIER), 'aws.alb').props['public']).toBe(false);
  });

  it('renames "the database" as its primary', () => {
    expect(edit('rename the database to Orders DB', THREE_TIER).nodes.find((n) => n.id === rdsPrimary.id)!.label).toBe('Orders DB');
  });

  it('says what it could not do, with an example naming this diagram\'s parts — never a silent no-op', () => {
    const plan = planEdit('frobnicate the widget', THREE_TIER);
    expect(plan.ok).toBe(false);
    if (plan.ok) return;
    expect(plan.message).toContain('frobnicate the widget');
    expect(plan.example).toContain('ALB');
    const missing = planEdit('remove the cache', THREE_TIER);
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.message).toMatch(/no component matching "the cache".*ALB/);
  });

  it('keeps what it understood when a later instruction fails', () => {
    const plan = planEdit('rename the ALB to Edge; remove the kafka cluster', THREE_TIER);
    expect(plan).toMatchObject({ ok: false, understood: ['rename ALB to Edge'] });
  });
});

describe('edit planner on a serverless API', () => {
  it('inserts a queue between the function and the table', () => {
    const m = edit('add an SQS queue between the lambda and dynamodb', SERVERLESS);
    const q = one(m, 'aws.sqs');
    expect(linked(m, one(m, 'aws.lambda').id, q.id) && linked(m, q.id, one(m, 'aws.dynamodb').id)).toBe(true);
  });

  it('replaces DynamoDB with Aurora', () => {
    const m = edit('replace dynamodb with aurora', SERVERLESS);
    expect(byService(m, 'aws.dynamodb')).toHaveLength(0);
    one(m, 'aws.aurora');
  });

  it('attaches Cognito to the API', () => {
    const m = edit('add cognito to the api gateway', SERVERLESS);
    const c = one(m, 'aws.cognito');
    const api = one(m, 'aws.api_gateway');
    expect(linked(m, c.id, api.id) || linked(m, api.id, c.id)).toBe(true);
  });

  it('removes the function and connects the API to the table directly', () => {
    const m = edit('remove the lambda and connect the api gateway to dynamodb', SERVERLESS);
    expect(byService(m, 'aws.lambda')).toHaveLength(0);
    expect(linked(m, one(m, 'aws.api_gateway').id, one(m, 'aws.dynamodb').id)).toBe(true);
  });

  it('enables backups on the table', () => {
    expect(one(edit('enable backups on dynamodb', SERVERLESS), 'aws.dynamodb').props['backup']).toBe(true);
  });

  it('switches to Google Cloud', () => {
    const m = edit('convert this to gcp', SERVERLESS);
    one(m, 'gcp.cloud_functions');
    one(m, 'gcp.firestore');
    one(m, 'gcp.api_gateway');
  });

  it('adds a component and then connects "it"', () => {
    const m = edit('add sns and connect the lambda to it', SERVERLESS);
    expect(linked(m, one(m, 'aws.lambda').id, one(m, 'aws.sns').id)).toBe(true);
  });
});

describe('edit planner references', () => {
  const PIPELINE = base('Event-driven checkout on AWS: API Gateway takes orders in, an order Lambda publishes them to EventBridge, rules route them to a fulfillment SQS queue and to an SNS topic for alerts, a fulfillment Lambda stores them in DynamoDB, and undeliverable messages land in a DLQ.', 'aws');

  it('resolves ordinals ("the second lambda")', () => {
    const lambdas = byService(PIPELINE, 'aws.lambda');
    const m = edit('rename the second lambda to Shipping Lambda', PIPELINE);
    expect(m.nodes.find((n) => n.id === lambdas[1]!.id)!.label).toBe('Shipping Lambda');
    expect(m.nodes.find((n) => n.id === lambdas[0]!.id)!.label).toBe(lambdas[0]!.label);
  });

  it('resolves a kind word to the one component of that kind ("the topic")', () => {
    expect(one(edit('encrypt the topic', PIPELINE), 'aws.sns').props['encrypted_at_rest']).toBe(true);
  });

  it('resolves by label words ("the fulfillment lambda")', () => {
    const m = edit('remove the fulfillment lambda', PIPELINE);
    expect(m.nodes.some((n) => n.label === 'Fulfillment Lambda')).toBe(false);
    expect(byService(m, 'aws.lambda')).toHaveLength(1);
  });

  it('asks which one when a phrase fits different components', () => {
    const plan = planEdit('rename the lambda to X', PIPELINE);
    expect(plan.ok).toBe(false);
    if (!plan.ok) expect(plan.message).toMatch(/could be "Order Lambda" or "Fulfillment Lambda"/);
  });
});

describe('edit planner on Azure, Google Cloud, Kubernetes, OCI and general diagrams', () => {
  it('Azure: inserts an Application Gateway between Front Door and the App Service', () => {
    const m = edit('add application gateway between front door and the app service', AZURE);
    const agw = one(m, 'azure.application_gateway');
    expect(linked(m, one(m, 'azure.front_door').id, agw.id) && linked(m, agw.id, one(m, 'azure.app_service').id)).toBe(true);
  });

  it('Azure: makes the SQL database multi-AZ', () => {
    expect(one(edit('make the sql database multi-az', AZURE), 'azure.sql_database').props['multi_az']).toBe(true);
  });

  it('Azure: adds Key Vault used by the App Service', () => {
    const m = edit('add key vault to the app service', AZURE);
    expect(linked(m, one(m, 'azure.app_service').id, one(m, 'azure.key_vault').id)).toBe(true);
  });

  it('Azure: uses Cosmos DB instead of SQL Database', () => {
    const m = edit('use cosmos db instead of sql database', AZURE);
    one(m, 'azure.cosmos_db');
    expect(byService(m, 'azure.sql_database')).toHaveLength(0);
  });

  it('Azure: removes the cache', () => {
    expect(byService(edit('remove the redis cache', AZURE), 'azure.redis')).toHaveLength(0);
  });

  it('GCP: puts Cloud Armor in front of the load balancer', () => {
    const m = edit('add cloud armor in front of the load balancer', GCP);
    const lb = one(m, 'gcp.load_balancing');
    expect(linked(m, one(m, 'gcp.cloud_armor').id, lb.id)).toBe(true);
    expect(lb.props['waf']).toBe(true);
  });

  it('GCP: adds Pub/Sub behind Cloud Run', () => {
    const m = edit('add pub/sub behind cloud run', GCP);
    expect(linked(m, one(m, 'gcp.cloud_run').id, one(m, 'gcp.pubsub').id)).toBe(true);
  });

  it('GCP: switches to AWS', () => {
    const m = edit('migrate to aws', GCP);
    one(m, 'aws.rds');
    one(m, 'aws.elasticache');
    expect(m.nodes.filter((n) => n.service?.startsWith('gcp.'))).toHaveLength(0);
  });

  it('Kubernetes: adds an HPA scaling the backend deployment', () => {
    const m = edit('add an hpa to the backend deployment', K8S);
    const hpa = one(m, 'kubernetes.horizontalpodautoscaler');
    const backend = m.nodes.find((n) => /backend/i.test(n.label))!;
    expect(linked(m, hpa.id, backend.id) || linked(m, backend.id, hpa.id)).toBe(true);
  });

  it('Kubernetes: renames the frontend deployment', () => {
    const m = edit('rename the frontend deployment to web', K8S);
    expect(m.nodes.some((n) => n.label === 'web' && n.service === 'kubernetes.deployment')).toBe(true);
  });

  it('Kubernetes: adds a ConfigMap connected to the backend', () => {
    const m = edit('add a configmap connected to the backend deployment', K8S);
    const cm = one(m, 'kubernetes.configmap');
    expect(m.edges.some((e) => e.source === cm.id || e.target === cm.id)).toBe(true);
  });

  it('general: puts a load balancer in front of the API', () => {
    const m = edit('add a load balancer in front of the node api', GENERAL);
    const lb = one(m, 'general.load_balancer');
    const api = m.nodes.find((n) => n.label === 'Node API')!;
    expect(linked(m, lb.id, api.id)).toBe(true);
    expect(linked(m, one(m, 'general.web_frontend').id, api.id)).toBe(false);
    expect(linked(m, one(m, 'general.web_frontend').id, lb.id)).toBe(true);
  });

  it('general: removes the cache', () => {
    expect(byService(edit('remove the redis cache', GENERAL), 'general.cache')).toHaveLength(0);
  });

  it('OCI: puts a WAF in front of the load balancer', () => {
    const m = edit('add a waf in front of the load balancer', OCI);
    expect(linked(m, one(m, 'oci.waf').id, one(m, 'oci.load_balancer').id)).toBe(true);
  });

  it('OCI: encrypts the autonomous database (primary and standby)', () => {
    const dbs = byService(edit('make the autonomous db encrypted', OCI), 'oci.autonomous_db');
    expect(dbs.length).toBeGreaterThan(0);
    expect(dbs.every((n) => n.props['encrypted_at_rest'] === true)).toBe(true);
  });

  it('flowchart: renames a step', () => {
    const m = edit('rename ship the order to Ship parcel', FLOW);
    expect(m.nodes.some((n) => n.label === 'Ship parcel')).toBe(true);
  });
});
