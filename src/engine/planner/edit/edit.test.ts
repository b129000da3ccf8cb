import { describe, expect, it } from 'vitest';
import { base, byService, edit, linked, one } from '../testing/edit-steps.js';
import { planEdit } from './index.js';

const THREE_TIER = base('three tier web application on aws with alb, ec2 autoscaling and rds multi-az', 'aws');
const SERVERLESS = base('serverless api gateway lambda dynamodb', 'aws');

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
