import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getService } from '../catalog/index.js';
import type { ArchitectureModel } from '../model/index.js';
import { planDiagram, PlanNotUnderstood } from './index.js';
import { scoreEntry, type BenchEntry } from '../../../bench/prompts/matcher.js';
import { PUBLIC_PROMPTS_PATH } from '../../testing/shared-data.js';

const plan = (prompt: string, provider: BenchEntry['cloud_provider'] = 'aws', diagramType: Parameters<typeof planDiagram>[1]['diagramType'] = 'auto') =>
  planDiagram(prompt, { provider, diagramType });

const kindOf = (m: ArchitectureModel, id: string | null): string | undefined => m.groups.find((g) => g.id === id)?.kind;
const node = (m: ArchitectureModel, service: string) => m.nodes.find((n) => n.service === service)!;
const linked = (m: ArchitectureModel, a: string, b: string): boolean => m.edges.some((e) => (e.source === a && e.target === b) || (e.source === b && e.target === a));

describe('planDiagram (built-in)', () => {
  it('keeps the public benchmark at its targets (recall ≥ 0.9 components, ≥ 0.8 edges, ≥ 0.9 containers)', () => {
    const entries = JSON.parse(readFileSync(PUBLIC_PROMPTS_PATH, 'utf8')) as BenchEntry[];
    const total = { c: [0, 0], e: [0, 0], k: [0, 0] };
    for (const entry of entries) {
      const s = scoreEntry(entry, planDiagram(entry.prompt, { provider: entry.cloud_provider, diagramType: (entry.diagram_type ?? 'auto') as never }).model);
      total.c[0]! += s.components.found; total.c[1]! += s.components.total;
      total.e[0]! += s.edges.found; total.e[1]! += s.edges.total;
      total.k[0]! += s.containers.found; total.k[1]! += s.containers.total;
    }
    expect(total.c[0]! / total.c[1]!).toBeGreaterThanOrEqual(0.9);
    expect(total.e[0]! / total.e[1]!).toBeGreaterThanOrEqual(0.8);
    expect(total.k[0]! / total.k[1]!).toBeGreaterThanOrEqual(0.9);
  });

  it('is deterministic', () => {
    const prompt = 'Checkout events on AWS: API Gateway takes orders in, a Lambda publishes them to EventBridge';
    expect(plan(prompt)).toEqual(plan(prompt));
  });

  it('draws a multi-AZ three-tier app: zones, tiered subnets, an auto scaling overlay, primary and standby', () => {
    const { model: m, title } = plan('Draw an AWS three-tier shop with an ALB up front, EC2 in an Auto Scaling group and RDS set up Multi-AZ.');
    expect(title).toBe('AWS three-tier shop');
    // A heading with a restored hyphen is not cut short.
    expect(plan('A three-tier web app on AWS: CloudFront, an ALB, EC2 web servers and an RDS database').title).toBe('A three-tier web app on AWS');
    expect(m.groups.filter((g) => g.kind === 'az').map((g) => g.label)).toEqual(['Availability Zone 1', 'Availability Zone 2']);
    const ec2 = m.nodes.filter((n) => n.service === 'aws.ec2');
    expect(ec2).toHaveLength(2);
    expect(new Set(ec2.map((n) => m.groups.find((g) => g.id === n.parent)!.parent)).size).toBe(2);
    const asg = m.groups.find((g) => g.kind === 'overlay')!;
    expect(asg).toMatchObject({ label: 'Auto Scaling group', props: { autoscaling: true } });
    expect(asg.members).toEqual(ec2.map((n) => n.id));
    const primary = m.nodes.find((n) => n.props['role'] === 'primary')!;
    const standby = m.nodes.find((n) => n.props['role'] === 'standby')!;
    expect([primary.label, standby.label]).toEqual(['RDS (primary)', 'RDS (standby)']);
    expect(primary.props['multi_az']).toBe(true);
    expect(m.edges.find((e) => e.source === primary.id && e.target === standby.id)?.label).toBe('replication');
    // The load balancer spans the zones: it stands in the VPC, over the public subnets of both zones.
    expect(m.groups.find((g) => g.id === node(m, 'aws.alb').parent)).toMatchObject({ kind: 'vpc' });
    const publics = m.groups.filter((g) => g.kind === 'subnet' && g.props['tier'] === 'public');
    expect(new Set(publics.map((g) => g.parent))).toEqual(new Set(m.groups.filter((g) => g.kind === 'az').map((g) => g.id)));
    expect(node(m, 'general.users').parent).toBeNull();
  });

  it('draws one load balancer across the zones, even when the prompt puts it "in 2 azs"', () => {
    const { model: m } = plan('ecs fargate service behind an alb in 2 azs, talking to aurora postgres and elasticache redis');
    const lbs = m.nodes.filter((n) => n.service === 'aws.alb');
    expect(lbs).toHaveLength(1);
    expect(kindOf(m, lbs[0]!.parent)).toBe('vpc');
    const tasks = m.nodes.filter((n) => n.service === 'aws.fargate');
    expect(tasks).toHaveLength(2);
    for (const t of tasks) expect(linked(m, lbs[0]!.id, t.id)).toBe(true);
  });

  it('keeps managed services outside the VPC and people outside the cloud', () => {
    const { model: m } = plan('AWS Multi-AZ e-commerce application: CloudFront and WAF in front of an ALB, ECS Fargate services in private subnets across two AZs, Aurora Multi-AZ, ElastiCache for sessions, S3 for product images, Cognito for customers.');
    for (const s of ['aws.cloudfront', 'aws.waf', 'aws.s3', 'aws.cognito']) expect(kindOf(m, node(m, s).parent)).toBe('cloud');
    for (const s of ['aws.fargate', 'aws.aurora', 'aws.elasticache']) expect(kindOf(m, node(m, s).parent)).toBe('subnet');
    expect(node(m, 'general.users').label).toBe('Customers');
    expect(linked(m, node(m, 'aws.waf').id, node(m, 'aws.cloudfront').id)).toBe(true);
    expect(node(m, 'aws.cloudfront').props['waf']).toBe(true);
  });

  it('reads typos, shorthand and counts ("serverles api gatway lamda dynamo", "3 lambdas")', () => {
    const { model: m } = plan('serverles api gatway lamda dynamo');
    expect(m.nodes.map((n) => n.service)).toEqual(expect.arrayContaining(['aws.api_gateway', 'aws.lambda', 'aws.dynamodb']));
    expect(linked(m, node(m, 'aws.api_gateway').id, node(m, 'aws.lambda').id)).toBe(true);
    const three = plan('an sqs queue consumed by 3 lambdas that write to dynamodb').model;
    expect(three.nodes.filter((n) => n.service === 'aws.lambda').map((n) => n.label)).toEqual(['Lambda 1', 'Lambda 2', 'Lambda 3']);
  });

  it('maps generic words to the provider ("database" → Azure SQL, Cloud SQL, RDS)', () => {
    expect(plan('a web app with a database', 'azure').model.nodes.some((n) => n.service === 'azure.sql_database')).toBe(true);
    expect(plan('a web app with a database', 'gcp').model.nodes.some((n) => n.service === 'gcp.cloudsql')).toBe(true);
    expect(plan('a web app with a database', 'aws').model.nodes.some((n) => n.service === 'aws.rds')).toBe(true);
  });

  it('picks the provider named in the prompt when the request says general', () => {
    const r = planDiagram('Generate a simple three tier architecture on Google Cloud', { provider: 'general', diagramType: 'auto' });
    expect(r.model.provider).toBe('gcp');
    expect(r.model.groups.some((g) => g.label === 'Google Cloud')).toBe(true);
  });

  it('draws regions for a multi-region prompt, with per-region copies and geo-replication', () => {
    const { model: m } = plan('Multi-region web app on Azure: Azure Front Door routes to App Service in East US and West Europe, each with Azure Cache for Redis; Azure SQL Database active geo-replication between regions.', 'azure');
    expect(m.groups.filter((g) => g.kind === 'region').map((g) => g.label)).toEqual(['East US', 'West Europe']);
    expect(m.nodes.filter((n) => n.service === 'azure.app_service').map((n) => n.label)).toEqual(['App Service (East US)', 'App Service (West Europe)']);
    const sql = m.nodes.filter((n) => n.service === 'azure.sql_database');
    expect(sql.map((n) => n.label)).toEqual(['Azure SQL Database (primary)', 'Azure SQL Database (geo-secondary)']);
    expect(m.edges.some((e) => e.source === sql[0]!.id && e.target === sql[1]!.id && e.label === 'geo-replication')).toBe(true);
  });

  it('sets review props the prompt asks for (HTTPS, encryption, backups)', () => {
    const { model: m } = plan('users reach an ALB over HTTPS, EC2 app servers, encrypted RDS with backups');
    const users = node(m, 'general.users');
    const edge = m.edges.find((e) => e.source === users.id)!;
    expect(edge).toMatchObject({ label: 'HTTPS', props: { tls: true } });
    const rds = m.nodes.filter((n) => n.service === 'aws.rds');
    expect(rds.every((n) => n.props['encrypted_at_rest'] === true && n.props['backup'] === true)).toBe(true);
  });

  it('marks queue and event edges asynchronous', () => {
    const { model: m } = plan('a lambda publishes to an sns topic which fans out to two sqs queues');
    const sns = node(m, 'aws.sns');
    expect(m.edges.filter((e) => e.source === sns.id || e.target === sns.id).every((e) => e.props['async'] === true)).toBe(true);
  });

  it('chooses the diagram type for auto', () => {
    expect(plan('kafka topic consumed by spark streaming which writes to cassandra', 'general').diagramType).toBe('event_driven');
    expect(plan('flowchart: user signs up, if the email is valid send a code else show an error', 'general').diagramType).toBe('flowchart');
    expect(plan('sequence diagram: browser calls the api, the api queries the database', 'general').diagramType).toBe('sequence');
    expect(plan('hub and spoke network with a transit gateway and three spoke vpcs').diagramType).toBe('hub_spoke');
  });

  it('draws flowcharts with start, end and yes/no decisions', () => {
    const { model: m, diagramType } = plan('flowchart: user submits an order, if payment succeeds ship the order else notify the customer', 'general');
    expect(diagramType).toBe('flowchart');
    const labels = m.nodes.map((n) => n.label);
    expect(labels).toEqual(['Start', 'User submits an order', 'Payment succeeds?', 'Ship the order', 'Notify the customer', 'End']);
    const decision = m.nodes.find((n) => n.props['flow'] === 'decision')!;
    expect(decision.style).toMatchObject({ shape: 'rhombus' });
    expect(m.edges.filter((e) => e.source === decision.id).map((e) => e.label).sort()).toEqual(['no', 'yes']);
    const topic = plan('flowchart for user login', 'general', 'flowchart').model;
    expect(topic.nodes.some((n) => n.props['flow'] === 'decision')).toBe(true);
  });

  it('draws sequence diagrams: lifelines in order, numbered messages, dashed replies', () => {
    const { model: m } = plan('sequence: client calls API Gateway, API Gateway invokes Lambda, Lambda reads DynamoDB and returns the result', 'aws', 'sequence');
    expect(m.nodes.map((n) => [n.label, n.props['order']])).toEqual([['Client', 1], ['API Gateway', 2], ['Lambda', 3], ['DynamoDB', 4]]);
    expect(m.nodes.every((n) => n.style?.['shape'] === 'umlLifeline')).toBe(true);
    expect(m.edges.map((e) => e.props['order'])).toEqual([1, 2, 3, 4]);
    const reply = m.edges[3]!;
    expect(reply).toMatchObject({ label: 'Returns the result', props: { reply: true, async: true } });
    expect(m.nodes.find((n) => n.id === reply.target)!.label).toBe('API Gateway');
  });

  it('refuses a prompt that names nothing it can draw, saying how to phrase one', () => {
    expect(() => plan('hello, how are you today?', 'aws', 'architecture')).toThrow(PlanNotUnderstood);
  });

  it('uses only catalog services that exist', () => {
    const { model: m } = plan('IoT sensors -> IoT Core -> Kinesis Firehose -> S3 data lake, Glue crawler catalogs it, Athena queries');
    for (const n of m.nodes) expect(n.service === null || getService(n.service) !== undefined).toBe(true);
  });
});
