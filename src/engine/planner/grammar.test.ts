import { describe, expect, it } from 'vitest';
import type { ArchitectureModel } from '../model/index.js';
import { planDiagram } from './index.js';

const plan = (prompt: string, provider: Parameters<typeof planDiagram>[1]['provider'] = 'aws'): ArchitectureModel =>
  planDiagram(prompt, { provider, diagramType: 'architecture' }).model;
const ofService = (m: ArchitectureModel, service: string) => m.nodes.filter((n) => n.service === service);
const joined = (m: ArchitectureModel, a: string, b: string): boolean => {
  const ids = (s: string) => new Set(ofService(m, s).map((n) => n.id));
  const [x, y] = [ids(a), ids(b)];
  return m.edges.some((e) => (x.has(e.source) && y.has(e.target)) || (y.has(e.source) && x.has(e.target)));
};

describe('reading: one component per thing the text names', () => {
  it('a shorter or longer name of a service named before is the same component', () => {
    const m = plan('The stack sets up an Amazon SNS topic and a Step Functions state machine. Every alert lands in SNS. The state machine polls SNS.');
    expect(ofService(m, 'aws.sns')).toHaveLength(1);
    expect(ofService(m, 'aws.step_functions')).toHaveLength(1);
  });

  it('"a <service>" in a later sentence is the one already named; in the same sentence it is a second one', () => {
    const later = plan('We deploy a reporting Glue job and an S3 bucket. Athena can query a Glue job output in S3.');
    expect(ofService(later, 'aws.glue')).toHaveLength(1);
  });

  it('one word between an article and a part names what it does, even a word that can be a verb', () => {
    const m = plan('The compress function writes archives to S3, and an audit function reads them.');
    expect(ofService(m, 'aws.lambda').map((n) => n.label).sort()).toEqual(['Audit Lambda function', 'Compress Lambda function']);
  });

  it('a part followed by a verb with a pronoun object is the subject, not a modifier of an operation', () => {
    const m = plan('Editors drop scans into a bucket, and the intake function reads them.');
    expect(ofService(m, 'aws.lambda')).toHaveLength(1);
  });

  it('a product name the catalog files under a wider service keeps the words the text typed', () => {
    const m = plan('Branch offices reach the shared VPC over HA VPN, and a Cloud Run job there writes to Cloud Storage.', 'gcp');
    expect(ofService(m, 'gcp.cloud_vpn').map((n) => n.label)).toEqual(['HA VPN']);
  });

  it('a service named only by what it does is labelled by the thing it makes', () => {
    const m = plan('Partners log in through an identity provider before the portal calls an HTTP API on Lambda.');
    expect(ofService(m, 'aws.cognito').map((n) => n.label)).toEqual(['Cognito user pool']);
    const both = plan('We need authentication via a Cognito user pool for the kiosk app, which posts orders to Lambda.');
    expect(ofService(both, 'aws.cognito')).toHaveLength(1);
    const named = plan('The portal signs people in with Amazon Cognito and calls Lambda.');
    expect(ofService(named, 'aws.cognito').map((n) => n.label)).toEqual(['Amazon Cognito']);
  });

  it('a part noun after a service name stays in its label, and a fuller later name is kept', () => {
    const m = plan('Orders arrive on the MSK topic. A Glue job then copies them to S3. The nightly report reads the Redshift cluster. Redshift is loaded by Glue.');
    expect(ofService(m, 'aws.msk').map((n) => n.label)).toEqual(['MSK topic']);
    expect(ofService(m, 'aws.redshift')).toHaveLength(1);
    expect(ofService(m, 'aws.redshift')[0]!.label).toMatch(/Redshift cluster/);
  });

  it('a verb or adverb before a service name is not part of its name', () => {
    const m = plan('Whenever Rekognition finishes, a Lambda stores labels in DynamoDB. Too many calls might overwhelm Rekognition.');
    expect(ofService(m, 'aws.rekognition').map((n) => n.label)).toEqual(['Rekognition']);
  });

  it('a name the catalog lacks is drawn with the text\'s name and a generic shape of its kind', () => {
    const m = plan('Orders are written to a Zephyr ledger database. The Quokka scheduler service calls the Zephyr ledger database each night.', 'general');
    const ledger = m.nodes.filter((n) => /zephyr/i.test(n.label));
    expect(ledger).toHaveLength(1);
    expect(m.nodes.some((n) => /quokka/i.test(n.label))).toBe(true);
  });

  it('a VPC the text names is drawn as a container even when nothing is said to run in it', () => {
    const m = plan('Traffic from the branch office reaches the transit VPC over Site-to-Site VPN; CloudWatch collects the flow logs.');
    expect(m.groups.some((g) => g.kind === 'vpc' && /transit/i.test(g.label))).toBe(true);
    expect(m.nodes.some((n) => n.service === 'aws.vpc')).toBe(false);
  });

  it('a service named by an everyday synonym keeps the text\'s words after the service name', () => {
    const m = plan('Each claim starts a state machine that calls a Lambda to price it.');
    expect(ofService(m, 'aws.step_functions').map((n) => n.label)).toEqual(['Step Functions state machine']);
    expect(joined(m, 'aws.step_functions', 'aws.lambda')).toBe(true);
  });

  it('a list of words sharing one head noun names one component per word', () => {
    const m = plan('The billing, shipping and audit workers consume one queue on RabbitMQ.', 'general');
    const labels = m.nodes.map((n) => n.label.toLowerCase());
    for (const w of ['billing', 'shipping', 'audit']) expect(labels.some((l) => l.startsWith(w))).toBe(true);
  });

  it('a prompt in another language gets a clear refusal naming the LLM option', () => {
    expect(() => plan('Ein Online-Shop auf AWS: Benutzer kommen über CloudFront, dann ein ALB vor zwei EC2-Servern und eine Aurora-Datenbank.'))
      .toThrow(/English.*SKYPLAN_AI_BASE_URL/);
    expect(plan('Shop on AWS: CloudFront, ALB, EC2, Aurora').nodes.length).toBeGreaterThan(2);
  });

  it('"the <service>" refers to the closest fit, not merely the most recent of that service', () => {
    const m = plan('A Cloud Function handles uploads and a reporting Cloud Function builds summaries. The Cloud Function then writes to Firestore.', 'gcp');
    const fns = ofService(m, 'gcp.cloud_functions');
    const writer = fns.find((n) => m.edges.some((e) => e.source === n.id && ofService(m, 'gcp.firestore').some((f) => f.id === e.target)));
    expect(writer?.label).not.toMatch(/reporting/i);
  });

  it('reads "in response to", an instrument that carries on, and an active verb after a passive', () => {
    const m = plan('Whenever a clerk submits a claim using the AppSync API, the record is saved in Aurora. A pricing Lambda is invoked in response to changes in Aurora and then publishes quotes to SNS.');
    expect(joined(m, 'aws.appsync', 'aws.aurora')).toBe(true);
    expect(joined(m, 'aws.aurora', 'aws.lambda')).toBe(true);
    expect(joined(m, 'aws.lambda', 'aws.sns')).toBe(true);
    expect(ofService(m, 'aws.lambda').map((n) => n.label)).toEqual(['Pricing Lambda']);
  });

  it('a later qualified mention names which one an unqualified earlier one was', () => {
    const m = plan('The design offers several VPC layouts. Flow logs are enabled in the egress VPC, and a NAT gateway sits in that VPC.');
    expect(m.groups.filter((g) => g.kind === 'vpc').map((g) => g.label)).toEqual(['Egress VPC']);
  });

  it('instances "in" a scaling group are the group\'s: one component, not a second one beside it', () => {
    const m = plan('Web tier: Amazon EC2 inside an Auto Scaling group behind an NLB, writing to Aurora.');
    expect(m.groups.filter((g) => g.kind === 'overlay')).toHaveLength(1);
    expect(m.edges.some((e) => ofService(m, 'aws.ec2').some((n) => n.id === e.source) && ofService(m, 'aws.auto_scaling').some((n) => n.id === e.target))).toBe(false);
    expect(joined(m, 'aws.nlb', 'aws.ec2')).toBe(true);
  });

  it('a bracketed list after a plural noun: every member takes the relation, the plural is not drawn', () => {
    const m = plan('Several producers (Key Vault, Service Bus and Blob Storage) publish to one Event Grid topic.', 'azure');
    for (const s of ['azure.key_vault', 'azure.service_bus', 'azure.blob_storage']) expect(joined(m, s, 'azure.event_grid')).toBe(true);
    const aws = plan('Two readers (a Glue job, an ECS task) pull from the Kinesis stream.');
    expect(joined(aws, 'aws.glue', 'aws.kinesis_data_streams')).toBe(true);
    expect(joined(aws, 'aws.ecs', 'aws.kinesis_data_streams')).toBe(true);
    expect(aws.nodes.filter((n) => /reader/i.test(n.label))).toHaveLength(0);
  });

  it('names written as code writes them are components, and "name: what it does" makes the name the subject', () => {
    const m = plan('Our shop: webfront calls basket-api. basket-api: keeps baskets in Redis and notifies mailerservice.', 'kubernetes');
    const byLabel = (re: RegExp) => m.nodes.find((n) => re.test(n.label));
    const basket = byLabel(/basket-api/i);
    const mailer = byLabel(/mailerservice/i);
    expect(basket).toBeDefined();
    expect(mailer).toBeDefined();
    const redis = m.nodes.find((n) => /redis/i.test(n.label))!;
    expect(m.edges.some((e) => e.source === basket!.id && e.target === redis.id)).toBe(true);
    expect(m.edges.some((e) => e.source === basket!.id && e.target === mailer!.id)).toBe(true);
    // an ordinary English word built on a head noun is not a name
    expect(plan('A microservice writes to DynamoDB.').nodes.some((n) => /^microservice$/i.test(n.label) && n.service !== 'general.microservice')).toBe(false);
  });

  it('a framework the text names keeps its name on the archetype\'s web client; APIs alone are used by a client app', () => {
    const web = plan('Serverless sign-in flow for a Svelte site on AWS.');
    expect(ofService(web, 'general.web_frontend').map((n) => n.label)).toEqual([expect.stringMatching(/^Svelte /)]);
    const api = plan('Ledger service: a posting API appends entries to Cassandra and a balance API serves totals from Redis.', 'general');
    const client = api.nodes.find((n) => n.service === 'general.browser');
    expect(client?.label).toBe('Client app');
    expect(api.nodes.some((n) => n.service === 'general.users')).toBe(false);
  });

  it('nothing invented: a prompt that lists its own parts gets them connected, not the archetype\'s other parts', () => {
    const m = plan('Serverless API on AWS: API Gateway, Lambda, Cognito, SQS.');
    expect(m.nodes.map((n) => n.service).sort()).toEqual(['aws.api_gateway', 'aws.cognito', 'aws.lambda', 'aws.sqs']);
    expect(joined(m, 'aws.api_gateway', 'aws.lambda')).toBe(true);
    // a vague prompt still gets the archetype's standard shape
    expect(plan('A serverless API on AWS.').nodes.length).toBeGreaterThan(2);
  });

  it('two components of one service that would read alike keep the text\'s own name for each', () => {
    const m = plan('Our Amazon API Gateway relays frames to a WebSocket API that stores them in DynamoDB.');
    const labels = ofService(m, 'aws.api_gateway').map((n) => n.label);
    expect(labels).toHaveLength(2);
    expect(labels).toContain('WebSocket API');
  });

  it('an identifier is not "corrected" into another word, and a verb one letter from a service is not that service', () => {
    const m = plan('The billingsvc calls the ledgersvc, which writes to Postgres.', 'kubernetes');
    expect(m.nodes.map((n) => n.label)).toEqual(expect.arrayContaining(['Billingsvc', 'Ledgersvc']));
    const shoppers = plan('Shoppers browse the catalog page served by Nginx.', 'general');
    expect(shoppers.nodes.some((n) => n.service === 'general.browser')).toBe(false);
    expect(ofService(plan('Orders go from the lamda to dynamdb.'), 'aws.dynamodb')).toHaveLength(1);
  });

  it('"this load balancer", "the database": a definite everyday name refers to the latest component of that kind', () => {
    const m = plan('Visitors hit an Application Load Balancer first. This load balancer spreads requests over ECS. ECS reads Aurora; the database also serves the reporting Lambda.');
    expect(m.nodes.filter((n) => ['aws.alb', 'aws.elb', 'aws.nlb'].includes(n.service ?? ''))).toHaveLength(1);
    expect(joined(m, 'aws.alb', 'aws.ecs')).toBe(true);
    expect(m.nodes.filter((n) => ['aws.rds', 'aws.aurora'].includes(n.service ?? '')).every((n) => n.service === 'aws.aurora')).toBe(true);
  });

  it('a number joined to a system word ("a 4-tier app") describes the thing and does not multiply it', () => {
    const m = plan('Zenith is a 4-tier microservices platform on GKE whose gateway calls a pricing API.', 'gcp');
    expect(m.nodes.filter((n) => n.service === 'general.microservice').length).toBeLessThanOrEqual(1);
    expect(plan('Two EC2 instances sit behind an ALB.').nodes.filter((n) => n.service === 'aws.ec2')).toHaveLength(2);
  });

  it('an instruction that opens a sentence ("Deploy a …") is a verb, not the component of that name', () => {
    const m = plan('Deploy a redis pod and an api pod in one namespace. The api pod reads the redis pod.', 'kubernetes');
    expect(m.nodes.some((n) => n.service === 'kubernetes.deployment')).toBe(false);
    expect(m.nodes.filter((n) => n.service === 'kubernetes.pod').length).toBeGreaterThanOrEqual(1);
  });

  it('the workloads filled into two namespaces are told apart by each namespace\'s word', () => {
    const m = plan('Flux applies the charts into dev and prod namespaces.', 'kubernetes');
    expect(ofService(m, 'kubernetes.deployment').map((n) => n.label).sort()).toEqual(['App (dev)', 'App (prod)']);
  });
});
