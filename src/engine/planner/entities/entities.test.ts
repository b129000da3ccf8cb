import { describe, expect, it } from 'vitest';
import type { Provider } from '../../../shared/contract/values.js';
import { planDiagram } from '../index.js';

const services = (prompt: string, provider: Provider): string[] =>
  planDiagram(prompt, { provider, diagramType: 'architecture' }).model.nodes.map((n) => n.service ?? '');

describe('reading with every provider a prompt names', () => {
  it('a Kubernetes prompt that runs on a named cloud draws that cloud\'s services with their own icons', () => {
    const m = planDiagram('Workers run as pods on EKS; an ALB routes traffic to them, they keep rows in RDS and pull images from ECR.', { provider: 'kubernetes', diagramType: 'architecture' }).model;
    const s = m.nodes.map((n) => n.service ?? '');
    expect(s).toEqual(expect.arrayContaining(['aws.alb', 'aws.rds', 'aws.ecr', 'kubernetes.pod']));
    expect(s.some((x) => x.startsWith('general.generic'))).toBe(false);
    // The one cluster the text names holds the pods; the managed database stays outside it.
    const clusters = m.groups.filter((g) => g.kind === 'cluster');
    expect(clusters.map((g) => g.label)).toEqual(['EKS']);
    expect(m.nodes.find((n) => n.service === 'kubernetes.pod')?.parent).toBe(clusters[0]!.id);
    expect(m.nodes.find((n) => n.service === 'aws.rds')?.parent).not.toBe(clusters[0]!.id);
  });

  it('a cloud prompt that runs Kubernetes keeps its pods and mesh as Kubernetes objects', () => {
    const s = services('A GKE cluster hosts a canary pod next to the checkout service; both sit behind a service mesh.', 'gcp');
    expect(s).toContain('kubernetes.pod');
    expect(s.filter((x) => x === 'kubernetes.istio' || x === 'gcp.service_mesh')).toHaveLength(1);
  });

  it('a cloud prompt without Kubernetes reads "service" and "deployment" as everyday words', () => {
    const s = services('The billing service writes invoices to Cloud SQL after each deployment.', 'gcp');
    expect(s.some((x) => x.startsWith('kubernetes.'))).toBe(false);
  });
});

const nodes = (prompt: string, provider: Provider) => planDiagram(prompt, { provider, diagramType: 'architecture' }).model.nodes;

describe('names the catalog lacks keep the text\'s name', () => {
  it('a name word after a catalog name makes a longer product name, drawn with the shape its words imply', () => {
    const n = nodes('Nightly, Apache Airflow hands files to Apache NiFi, which loads them into MongoDB Realm.', 'aws');
    expect(n.map((x) => x.label)).toEqual(expect.arrayContaining(['Apache NiFi', expect.stringMatching(/^MongoDB Realm/)]));
    expect(n.find((x) => x.label.startsWith('MongoDB Realm'))?.service).toBe('general.generic_nosql');
    expect(n.some((x) => x.label === 'Apache' || x.service === 'general.web_server')).toBe(false);
  });

  it('an acronym written as a plural ("VMs") is that service, and a name in front of it stays in its label', () => {
    const n = nodes('Traffic between the two networks passes through Debian router VMs.', 'azure');
    const vms = n.filter((x) => x.service === 'azure.vm');
    expect(vms.map((x) => x.label)).toEqual(['Debian router VMs']);
    expect(n.some((x) => /^Debian$/.test(x.label))).toBe(false);
  });

  it('a verb form before a service word is not swallowed: the name before it is still drawn', () => {
    const n = nodes('The fulfillment queue feeds the Kestrel billing worker.', 'azure');
    expect(n.some((x) => /Kestrel/.test(x.label))).toBe(true);
  });
});

describe('nothing invented', () => {
  it('a prompt that names its parts and how they connect gets no parts of an architecture it never named', () => {
    const n = nodes('The fulfillment queue feeds the Kestrel billing worker.', 'azure');
    expect(n.some((x) => x.service === 'azure.event_grid' || x.service === 'azure.cosmos_db')).toBe(false);
  });

  it('a prompt that names the architecture still gets its standard parts', () => {
    const n = nodes('A serverless backend for a Svelte storefront with sign-in.', 'aws');
    expect(n.map((x) => x.service)).toEqual(expect.arrayContaining(['aws.lambda', 'aws.api_gateway']));
  });

  it('pages in a browser are a web client', () => {
    const n = nodes('Web pages poll a status API every minute.', 'general');
    expect(n.some((x) => x.service === 'general.browser' && /web pages/i.test(x.label))).toBe(true);
  });
});

describe('one component per thing, told apart by what the text says', () => {
  it('a name written with a symbol keeps it ("Lambda@Edge")', () => {
    const n = nodes('Requests to the CDN pass a Lambda@Edge hook that rewrites paths, then hit CloudFront\'s S3 origin.', 'aws');
    expect(n.some((x) => x.service === 'aws.lambda' && x.label.startsWith('Lambda@Edge'))).toBe(true);
  });

  it('one service named twice with different roles is two components', () => {
    const n = nodes('An NLB sends traffic to EC2 game servers and EC2 chat servers, which use Aurora.', 'aws');
    const labels = n.filter((x) => x.service === 'aws.ec2').map((x) => x.label);
    expect(labels.some((l) => /game/i.test(l))).toBe(true);
    expect(labels.some((l) => /chat/i.test(l))).toBe(true);
  });

  it('a replica the database keeps is a copy of that database, joined to it', () => {
    const m = planDiagram('Orders live in Cloud SQL; that store also keeps a read replica for reports.', { provider: 'gcp', diagramType: 'architecture' }).model;
    const sql = m.nodes.filter((x) => x.service === 'gcp.cloudsql');
    expect(sql).toHaveLength(2);
    const replica = sql.find((x) => /replica/i.test(x.label))!;
    expect(replica).toBeDefined();
    expect(m.edges.some((e) => e.target === replica.id && sql.some((s) => s.id === e.source))).toBe(true);
  });
});

describe('names spelled out with their initials', () => {
  it('keeps the spelled-out words, the initials and the head noun as one component', () => {
    const n = nodes('Invoices arrive from Electronic Data Interchange (EDI) gateways and land in Blob Storage.', 'azure');
    expect(n.some((x) => x.label === 'Electronic Data Interchange (EDI) gateways')).toBe(true);
    expect(n.some((x) => x.label === 'EDI' || x.label === 'Electronic Data Interchange')).toBe(false);
  });
});

describe('editions of a product', () => {
  it('a one-letter edition after a product name stays in its label and keeps its icon', () => {
    const n = nodes('Partners call our APIs through Apigee X, which forwards them to Cloud Run.', 'gcp');
    expect(n.some((x) => x.service === 'gcp.apigee' && /^Apigee X\b/.test(x.label))).toBe(true);
  });
});

describe('verbs that are also service names', () => {
  it('a lowercase word read as a verb before its object is the verb, not a second component', () => {
    const n = nodes('The scoring worker reads rows from PostgreSQL and caches the totals in Redis.', 'azure');
    expect(n.filter((x) => x.service === 'azure.redis')).toHaveLength(1);
  });
});

describe('lists that share one head noun', () => {
  const labels = (prompt: string, provider: Provider): string[] =>
    planDiagram(prompt, { provider, diagramType: 'architecture' }).model.nodes.map((n) => n.label);

  it('an everyday word among the items is one of the services, and the last item is one service too', () => {
    const l = labels('Traffic reaches the user, invoice and search services through Kong.', 'general');
    expect(l).toEqual(expect.arrayContaining(['User service', 'Invoice service', 'Search service']));
    expect(l).not.toContain('User');
    expect(l.some((x) => /services$/i.test(x))).toBe(false);
  });
});

describe('a heading before the colon', () => {
  it('keeps a service the heading places the system behind or with as a part', () => {
    const s = services('Storefront behind Cloud Armor: Cloud Run renders the pages and keeps carts in Memorystore.', 'gcp');
    expect(s).toEqual(expect.arrayContaining(['gcp.cloud_armor', 'gcp.memorystore', 'gcp.cloud_run']));
  });
});

describe('products named by a maker and everyday words', () => {
  it('"Microsoft Teams", "Google Sheets" are components; the maker\'s platform words are not', () => {
    const labels = (prompt: string, provider: Provider): string[] => planDiagram(prompt, { provider, diagramType: 'architecture' }).model.nodes.map((n) => n.label);
    expect(labels('An Azure Logic Apps flow tells the support crew in Microsoft Teams about each outage.', 'azure').some((l) => /Microsoft Teams/.test(l))).toBe(true);
    expect(labels('A Cloud Function copies the weekly totals into Google Sheets.', 'gcp').some((l) => /Google Sheets/.test(l))).toBe(true);
    expect(labels('From the Google Cloud console, an admin deploys a Cloud Function.', 'gcp').some((l) => /console|Google Cloud$/i.test(l))).toBe(false);
  });
});

describe('Kubernetes objects named in a list or on a managed cluster', () => {
  const labelled = (prompt: string, provider: Provider) =>
    planDiagram(prompt, { provider, diagramType: 'architecture' }).model.nodes.map((n) => `${n.label}|${n.service}`);

  it('names one Deployment per word of a list that shares "deployments"', () => {
    const n = labelled('The gateway pod forwards to the search, basket and pricing deployments.', 'kubernetes');
    expect(n).toEqual(expect.arrayContaining(['Search Deployment|kubernetes.deployment', 'Basket Deployment|kubernetes.deployment', 'Pricing Deployment|kubernetes.deployment']));
    expect(n.some((x) => /Deployments\|/.test(x))).toBe(false);
  });

  it('reads a named deployment and an ingress as cluster objects when the prompt runs on AKS', () => {
    const s = services('On AKS, an ingress sends shoppers to the storefront deployment, which keeps baskets inside Azure Cache for Redis for a day.', 'azure');
    expect(s).toEqual(expect.arrayContaining(['kubernetes.ingress', 'kubernetes.deployment', 'azure.redis']));
    expect(services('Azure DevOps rolls out App Service after each deployment is approved.', 'azure')).not.toContain('kubernetes.deployment');
    expect(services('A GKE cluster serves the shop, with Cloud Load Balancing as ingress and Cloud SQL for orders.', 'gcp')).not.toContain('kubernetes.ingress');
  });
});

describe('labels of short Kubernetes prompts', () => {
  const labels = (prompt: string): string[] =>
    planDiagram(prompt, { provider: 'kubernetes', diagramType: 'architecture' }).model.nodes.map((n) => n.label);

  it('says a product ingress once, keeps replicas of a workload as a note, and never opens with an article', () => {
    const l = labels('nginx ingress forwards to the blog deployment (4 replicas); a worker and an indexer deployment both read from one Redis.');
    const ingress = l.filter((x) => /ingress/i.test(x));
    expect(ingress).toHaveLength(1);
    expect(ingress[0]).toMatch(/^Nginx ingress/i);
    expect(ingress[0]).not.toMatch(/ingress ingress/i);
    expect(l.some((x) => /\breplica\)?$/i.test(x) && !/replicas\)$/.test(x))).toBe(false);
    expect(l.filter((x) => /^(a|an|the)\b/i.test(x))).toEqual([]);
  });
});

describe('a role word after "as" or "for" a named service', () => {
  it('says what the service is for instead of adding a second component', () => {
    const s = services('Cosmos DB as the database, Front Door for the frontend, and a Function App behind it.', 'azure');
    expect(s).toEqual(expect.arrayContaining(['azure.cosmos_db', 'azure.front_door', 'azure.functions']));
    expect(s.filter((x) => ['azure.sql_database', 'general.web_frontend'].includes(x))).toEqual([]);
  });
});
