import { describe, expect, it } from 'vitest';
import { planDiagram } from '../generate.js';
import { planEdit } from './index.js';
import { base, byService, edit, linked, one } from '../testing/edit-steps.js';

const AZURE = base('azure web app w/ sql db and redis cache, front door in front', 'azure');
const GCP = base('cloud run api with cloud sql and memorystore, behind an https load balancer', 'gcp');
const K8S = base('nginx ingress -> frontend deployment -> backend deployment -> postgres statefulset', 'kubernetes');
const GENERAL = base('react spa -> node api -> postgres + redis cache', 'general');
const OCI = base('oci: load balancer, 2 compute instances, autonomous db', 'oci');
const FLOW = planDiagram('flowchart: user submits an order, if payment succeeds ship the order else notify the customer', { provider: 'general', diagramType: 'auto' }).model;

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
