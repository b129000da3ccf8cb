import { describe, expect, it } from 'vitest';
import type { ArchitectureModel } from '../model/index.js';
import { planDiagram } from './index.js';
import { clarifyPrompt } from './assist/clarify.js';

const plan = (prompt: string, provider: 'aws' | 'azure' | 'gcp' | 'general' = 'aws') => planDiagram(prompt, { provider, diagramType: 'auto' });
const kinds = (m: ArchitectureModel): string[] => m.nodes.map((n) => n.service ?? '');
const reaches = (m: ArchitectureModel, from: (s: string) => boolean, to: (s: string) => boolean): boolean => {
  const service = new Map(m.nodes.map((n) => [n.id, n.service ?? '']));
  const start = m.nodes.filter((n) => from(n.service ?? '')).map((n) => n.id);
  const seen = new Set(start);
  const stack = [...start];
  while (stack.length > 0) {
    const at = stack.pop()!;
    if (to(service.get(at) ?? '')) return true;
    for (const e of m.edges) {
      if (e.source !== at || seen.has(e.target)) continue;
      seen.add(e.target);
      stack.push(e.target);
    }
  }
  return false;
};

describe('a prompt that names an application, not its parts', () => {
  it('a messaging product gets clients, a socket endpoint, an app tier, a cache and a database, wired in that order', () => {
    const r = plan('group messaging for our support team, with live typing indicators over web sockets');
    const m = r.model;
    expect(m.nodes.length).toBeGreaterThanOrEqual(5);
    expect(kinds(m)).toEqual(expect.arrayContaining(['aws.api_gateway', 'aws.elasticache']));
    // The people it is for ("our support team") are its clients.
    expect(reaches(m, (s) => s === 'general.users' || s === 'general.staff', (s) => s === 'aws.dynamodb')).toBe(true);
    expect(r.understood.join(' ')).toMatch(/added the standard parts/);
  });

  it('a shop gets a storefront tier, a database, a cart cache, an order queue and a payment provider', () => {
    const m = plan('we sell handmade candles through our ecommerce site', 'azure').model;
    expect(kinds(m)).toEqual(expect.arrayContaining(['general.payment_provider', 'azure.redis']));
    expect(m.nodes.some((n) => /queue/i.test(n.label))).toBe(true);
    expect(reaches(m, (s) => s === 'general.users', (s) => s === 'general.payment_provider')).toBe(true);
  });

  it('a calling product is real-time too', () => {
    expect(plan('a webinar tool with video meetings for schools', 'azure').understood.join(' ')).toMatch(/real-?time/);
  });

  it('a video platform gets uploads, a transcoder and playback through the CDN', () => {
    const m = plan('a video on demand service for lectures').model;
    expect(kinds(m)).toEqual(expect.arrayContaining(['aws.mediaconvert', 'aws.cloudfront']));
    expect(reaches(m, (s) => s === 'aws.mediaconvert', (s) => s === 'aws.s3')).toBe(true);
  });

  it('a phone app backend on Google Cloud signs people in and reaches its data through an API', () => {
    const m = plan('backend for our android app on google cloud, users upload receipts photos', 'gcp').model;
    expect(kinds(m)).toEqual(expect.arrayContaining(['general.mobile', 'gcp.identity_platform', 'gcp.cloud_storage']));
    expect(reaches(m, (s) => s === 'general.mobile', (s) => s === 'gcp.cloud_storage')).toBe(true);
  });

  it('an everyday web product is drawn as tiers, never a single box', () => {
    for (const prompt of ['a recipe blog', 'a booking site for a dentist', 'link shortener with click stats']) {
      const m = plan(prompt).model;
      expect(m.nodes.length, prompt).toBeGreaterThanOrEqual(4);
      expect(reaches(m, (s) => s === 'general.users', (s) => ['aws.rds', 'aws.dynamodb'].includes(s)), prompt).toBe(true);
    }
  });

  it('a prompt that names its parts keeps its own shape: the application word adds nothing', () => {
    const m = plan('Our chat backend: API Gateway WebSocket routes invoke a Lambda that stores messages in DynamoDB and fans out through SNS.').model;
    expect(m.nodes.some((n) => /presence|session cache/i.test(n.label))).toBe(false);
  });

  it('a short English phrase with a hyphenated word is read, not refused as another language', () => {
    expect(plan('real-time collaborative whiteboard').model.nodes.length).toBeGreaterThanOrEqual(4);
  });

  it('a vague prompt still gets clarifying questions', () => {
    expect(clarifyPrompt('a chat app').questions.length).toBeGreaterThan(0);
  });
});

describe('what a prompt is about', () => {
  it('a clause before a colon is a sentence whose subject is drawn, not a title', () => {
    const m = plan('Airflow schedules the nightly jobs: Glue cleans the files and Redshift stores the tables.').model;
    expect(kinds(m)).toEqual(expect.arrayContaining(['aws.glue', 'aws.redshift']));
    expect(m.nodes.some((n) => /airflow/i.test(n.label))).toBe(true);
  });

  it('a product whose name holds an everyday word does not make the diagram about that word', () => {
    const r = plan('Step Functions runs Rekognition on each image and saves labels in DynamoDB.');
    expect(kinds(r.model)).not.toContain('aws.api_gateway');
    expect(r.understood.join(' ')).not.toMatch(/serverless/);
  });

  it('a standard part left with nothing to connect to is not drawn', () => {
    const m = plan('Comprehend and Translate process support tickets.').model;
    for (const n of m.nodes) expect(m.edges.some((e) => e.source === n.id || e.target === n.id) || n.service !== 'general.users', n.label).toBe(true);
  });

  it('the dashboards of a named product are that product, and do not make the prompt a data pipeline', () => {
    const r = plan('Loki keeps the logs; Grafana dashboards show them to on-call engineers.');
    expect(kinds(r.model)).not.toContain('aws.quicksight');
    expect(r.model.nodes.filter((n) => /grafana/i.test(n.label))).toHaveLength(1);
    expect(r.understood.join(' ')).not.toMatch(/data pipeline/);
  });

  it('a log pipeline named by its store gets shipping, an archive and the applications that write the logs', () => {
    const m = plan('centralized logging into OpenSearch for a fleet of services').model;
    expect(kinds(m)).toEqual(expect.arrayContaining(['aws.opensearch', 'aws.kinesis_firehose']));
    expect(reaches(m, (s) => s === 'general.app_server', (s) => s === 'aws.opensearch')).toBe(true);
  });

  it('a content site named by its software is drawn as a web application, and "site-to-site" is not a site', () => {
    expect(plan('a Drupal site for the city library').model.nodes.length).toBeGreaterThanOrEqual(4);
    expect(plan('Site-to-site VPN between the branch office and a VPC').understood.join(' ')).not.toMatch(/web application|web product/);
  });
});

describe('one box per thing, named as the text names it', () => {
  it('the system named at the start is not a part of itself, and its own cluster is the only cluster', () => {
    const m = planDiagram('A payments platform on Kubernetes with an ingress, two services and a queue.', { provider: 'kubernetes', diagramType: 'auto' }).model;
    expect(m.groups.filter((g) => g.kind === 'cluster')).toHaveLength(1);
    expect(m.groups.find((g) => g.kind === 'cluster')!.label).toMatch(/^Kubernetes cluster$/i);
    expect(m.nodes.some((n) => /payments platform/i.test(n.label))).toBe(false);
  });

  it('a standard part the text names in its own everyday words keeps those words', () => {
    const m = plan('greenhouse sensors on Azure feeding IoT Hub, with alerts', 'azure').model;
    expect(m.nodes.some((n) => /^greenhouse sensors$/i.test(n.label))).toBe(true);
  });

  it('a sketch names the system once: its name titles the diagram and is not drawn as a part of it', () => {
    const r = plan('Generate a diagram for an online plant shop.');
    expect(r.model.nodes.some((n) => /plant shop/i.test(n.label))).toBe(false);
    expect(r.model.nodes.length).toBeGreaterThanOrEqual(6);
    expect(plan('Architecture for a Spotify-like music service.').model.nodes.some((n) => /spotify/i.test(n.label))).toBe(false);
  });
});

