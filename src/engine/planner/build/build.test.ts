import { describe, expect, it } from 'vitest';
import { planDiagram } from '../index.js';
import { withNote } from './labels.js';

describe('containers the text names', () => {
  it('a subnet the text names by its role keeps that name; public and private ones keep the standard names', () => {
    const m = planDiagram('The workload VNet contains two subnets: a web subnet with Azure Application Gateway and a scale set of VMs, and a data subnet with Azure SQL Managed Instance.', { provider: 'azure', diagramType: 'architecture' }).model;
    const subnets = m.groups.filter((g) => g.kind === 'subnet');
    expect(subnets.map((g) => g.label)).toContain('Web subnet');
    const gateway = m.nodes.find((n) => /Application Gateway/.test(n.label));
    expect(subnets.find((g) => g.id === gateway?.parent)?.label).toBe('Web subnet');
    const aws = planDiagram('An ALB in public subnets sends traffic to EC2 instances in private subnets.', { provider: 'aws', diagramType: 'architecture' }).model;
    expect(aws.groups.filter((g) => g.kind === 'subnet').map((g) => g.label)).toEqual(expect.arrayContaining(['Public subnet', 'Private subnet']));
  });

  it('several networks named as a plural are one box each, drawn even when nothing sits in them', () => {
    const m = planDiagram('Two partner VNets peer with the hub, which hosts Azure Firewall.', { provider: 'azure', diagramType: 'architecture' }).model;
    const networks = m.groups.filter((g) => g.kind === 'vpc');
    expect(networks.length).toBeGreaterThanOrEqual(2);
    expect(networks.filter((g) => /partner/i.test(g.label)).map((g) => g.label)).toEqual(['Partner VNet A', 'Partner VNet B']);
    expect(m.nodes.some((n) => n.service === 'azure.vnet')).toBe(false);
  });
});

describe('labels of networks', () => {
  it('keeps the text\'s own word for a network it names', () => {
    const m = planDiagram('A partner VNet peers with the hub VNet.', { provider: 'azure', diagramType: 'architecture' }).model;
    expect(m.groups.filter((g) => g.kind === 'vpc').map((g) => g.label).sort()).toEqual(['Hub VNet', 'Partner VNet']);
  });
});

describe('two clouds in one prompt', () => {
  it('draws each named cloud\'s services in that cloud\'s own box', () => {
    const m = planDiagram('Clickstream lands in Kinesis on AWS; each night Google BigQuery loads it for analysts.', { provider: 'aws', diagramType: 'architecture' }).model;
    const clouds = m.groups.filter((g) => g.kind === 'cloud');
    const bq = m.nodes.find((n) => n.service === 'gcp.bigquery');
    expect(bq).toBeDefined();
    expect(clouds.find((g) => g.id === bq!.parent)?.label).toBe('Google Cloud');
    expect(clouds.some((g) => g.label === 'AWS Cloud')).toBe(true);
  });

  it('names a Kubernetes cluster box after the text, then what it is', () => {
    const m = planDiagram('Services run on Kubernetes (AKS) and store files in Azure Files.', { provider: 'kubernetes', diagramType: 'architecture' }).model;
    expect(m.groups.filter((g) => g.kind === 'cluster').map((g) => g.label)).toEqual(['Kubernetes cluster (AKS)']);
  });
});

describe('labels keep what the text says', () => {
  it('an everyday description of a product keeps its words beside the product\'s short name', () => {
    const m = planDiagram('Customers use a web app; it is hosted by Azure App Service and reads Cosmos DB.', { provider: 'azure', diagramType: 'architecture' }).model;
    const apps = m.nodes.filter((n) => n.service === 'azure.app_service');
    expect(apps.map((n) => n.label)).toEqual(['Web app (App Service)']);
    expect(m.nodes.every((n) => (n.label.match(/\(/g) ?? []).length <= 1)).toBe(true);
  });
});

describe('notes on a label', () => {
  it('joins a further note into the bracket a label already has', () => {
    expect(withNote('Orders DB (ledger)', 'standby')).toBe('Orders DB (ledger, standby)');
    expect(withNote('Orders DB', 'standby')).toBe('Orders DB (standby)');
  });
});

describe('a managed Kubernetes service the text names', () => {
  it('is its cluster box with the service icon inside, and what the text joins to the service joins to the icon', () => {
    const m = planDiagram('A nightly job in Cloud Scheduler pings GKE. The cluster hosts an inventory deployment that reads from Spanner, and Cloud Deploy ships new releases to GKE.', { provider: 'gcp', diagramType: 'architecture' }).model;
    const cluster = m.groups.find((g) => g.kind === 'cluster');
    const icon = m.nodes.find((n) => n.service === 'gcp.gke');
    expect(icon?.parent).toBe(cluster?.id);
    expect(m.nodes.filter((n) => n.service === 'gcp.gke')).toHaveLength(1);
    const into = m.edges.filter((e) => e.target === icon?.id).map((e) => m.nodes.find((n) => n.id === e.source)?.service);
    expect(into).toEqual(expect.arrayContaining(['gcp.cloud_deploy']));
    expect(m.edges.some((e) => e.target === cluster?.id || e.source === cluster?.id)).toBe(false);
  });

  it('a plain Kubernetes cluster keeps being only a box', () => {
    const m = planDiagram('Two web pods in a Kubernetes cluster talk to a Redis pod.', { provider: 'kubernetes', diagramType: 'architecture' }).model;
    expect(m.groups.some((g) => g.kind === 'cluster')).toBe(true);
    expect(m.nodes.some((n) => /cluster/i.test(n.label))).toBe(false);
  });
});
