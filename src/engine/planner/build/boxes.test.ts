import { describe, expect, it } from 'vitest';
import { getService } from '../../catalog/index.js';
import { boxKind, placeInOnlyCluster } from '../relations/boxes.js';
import type { Entity } from '../types.js';
import { placed } from '../testing/drawn.js';

function entity(id: string, matched: string, key: string): Entity {
  return { key, entry: getService(id)!, matched, order: 0, origin: 'prompt', pre: [], post: [], paren: [], count: 1, props: {}, regions: [] };
}

describe('clusters of container services', () => {
  it('services said to run in the cluster are drawn inside its box, next to its own icon', () => {
    const { where, groups } = placed('Orders land in a Kinesis stream. Three Fargate services run in the ECS cluster and write totals to DynamoDB.', 'aws');
    expect(groups).toContainEqual({ label: 'ECS cluster', kind: 'cluster' });
    for (const k of [1, 2, 3]) expect(where.get(`Fargate service ${k}`)?.[0]).toBe('ECS cluster');
    expect(where.get('ECS cluster')?.[0]).toBe('ECS cluster');
    expect(where.get('Kinesis Data Streams')).not.toContain('ECS cluster');
  });

  it('with one cluster in the text, a container it never places runs in that cluster', () => {
    const { where } = placed('An ECS cluster processes uploads; each upload is handled by a container that saves thumbnails to S3.', 'aws');
    expect(where.get('Container')?.[0]).toBe('ECS cluster');
    expect(where.get('S3 (thumbnails)')).not.toContain('ECS cluster');
  });

  it('a managed cluster the text calls a cluster is a box with its icon inside, even with nothing placed in it', () => {
    const { where, groups, edges } = placed('Azure Front Door sends gRPC calls to the AKS cluster, which keeps leaderboard scores in Cosmos DB.', 'azure');
    expect(groups).toContainEqual({ label: 'AKS cluster', kind: 'cluster' });
    expect(where.get('AKS cluster')?.[0]).toBe('AKS cluster');
    expect(edges).toContain('Azure Front Door -> AKS cluster');
    expect(edges.some((e) => /^AKS cluster -> Cosmos DB/.test(e))).toBe(true);
  });

  it('a service\'s own tasks run in its one cluster, whose box says it is a cluster', () => {
    const { where, groups } = placed('Invoices wait in SQS until ECS tasks pick them up; the tasks belong to one Elastic Container Service cluster.', 'aws');
    expect(groups.filter((g) => g.kind === 'cluster').map((g) => g.label)).toEqual(['ECS cluster']);
    expect(where.get('ECS tasks')?.[0]).toBe('ECS cluster');
    expect(where.get('SQS')).not.toContain('ECS cluster');
  });

  it('two clusters leave a container where it was', () => {
    const cluster = entity('aws.ecs', 'ECS cluster', 'a');
    const other = entity('aws.eks', 'EKS cluster', 'b');
    const box = entity('aws.container', 'container', 'c');
    placeInOnlyCluster([cluster, other, box]);
    expect(box.placedIn).toBeUndefined();
    placeInOnlyCluster([cluster, box]);
    expect(box.placedIn).toBe('a');
  });

  it('a container service not called a cluster, and a router, are no boxes', () => {
    expect(boxKind(entity('aws.ecs', 'ECS cluster', 'a'))).toBe('k8s_cluster');
    expect(boxKind(entity('aws.ecs', 'ECS service', 'a'))).toBe('container_service');
    expect(boxKind(entity('general.router', 'router', 'a'))).not.toBe('network_misc');
    expect(boxKind(entity('azure.vnet', 'VNet', 'a'))).toBe('network_misc');
  });
});

describe('tiers the text names', () => {
  it('a managed database put in a named tier is drawn in that tier, and the tier named as a part is its members', () => {
    const { where, edges } = placed('A scale set of VMs in the web tier sits behind Application Gateway. The web tier queries Azure Cosmos DB, which lives in the data tier.', 'azure');
    expect(where.get('Azure Cosmos DB')?.[0]).toBe('Data tier');
    expect(where.get('VM Scale Set')?.[0]).toBe('Web tier');
    expect([...where.keys()].filter((l) => /^web tier$/i.test(l))).toEqual([]);
    expect(edges).toContain('VM Scale Set -> Azure Cosmos DB');
  });
});

describe('the on-premises network the text names', () => {
  it('is the box of the on-premises parts, with the text\'s own name', () => {
    const { where, groups, edges } = placed('An on-premises SQL Server and an on-premises file share stay in the office network. A VPN gateway links the office network to an Azure VNet where two VMs run the payroll app.', 'azure');
    expect(groups).toContainEqual({ label: 'Office network', kind: 'onprem' });
    expect(where.get('On-premises SQL Server')).toEqual(['Office network']);
    expect([...where.keys()].some((l) => /office network/i.test(l))).toBe(false);
    expect(edges).toContain('VPN Gateway -> Office network');
  });

  it('takes in a part named with its own word', () => {
    const { where } = placed('In the branch network, an on-premises print server and an on-premises file share serve the staff. A branch firewall lets the print server send job logs to Blob Storage in Azure.', 'azure');
    const firewall = [...where.entries()].find(([l]) => /firewall/i.test(l));
    expect(firewall?.[1]).toEqual(['Branch network']);
    expect([...where.entries()].find(([l]) => /blob/i.test(l))?.[1]).not.toContain('Branch network');
  });
});

describe('one network per role', () => {
  it('"one VNet for each tenant and each partner" draws a network per role, each holding what the text puts in it', () => {
    const { where, groups } = placed('The landing zone sets up one VNet for each tenant and each partner, and a firewall in the tenant VNet.', 'azure');
    expect(groups.filter((g) => g.kind === 'vpc').map((g) => g.label).sort()).toEqual(['Partner VNet', 'Tenant VNet']);
    expect(where.get('Firewall')?.[0]).toBe('Tenant VNet');
  });

  it('a network is never placed inside another one', () => {
    const { groups } = placed('Set up one VPC for each stage and each region; a NAT gateway sits in the stage VPC.', 'aws');
    const vpcs = groups.filter((g) => g.kind === 'vpc');
    expect(vpcs.map((g) => g.label).sort()).toEqual(['Region VPC', 'Stage VPC']);
  });
});

describe('"where" after a box', () => {
  it('the parts named before the clause\'s verb sit in the box, what they reach does not', () => {
    const { where } = placed('Partner calls arrive in the DMZ, where an Azure Firewall screens them before two VMs in an app subnet answer.', 'azure');
    const firewall = [...where.entries()].find(([l]) => /firewall/i.test(l));
    expect(firewall?.[1][0]).toMatch(/dmz/i);
    const vm = [...where.entries()].find(([l]) => /virtual machine/i.test(l));
    expect(vm?.[1].some((g) => /dmz/i.test(g))).toBe(false);
  });

  it('workloads a cluster\'s "where" clause names run in the cluster', () => {
    const { where } = placed('Calls reach the GKE cluster, where two microservices price quotes and save them in Firestore.', 'gcp');
    expect(where.get('Microservice 1')?.[0]).toBe('GKE cluster');
    expect([...where.entries()].find(([l]) => /firestore/i.test(l))?.[1]).not.toContain('GKE cluster');
  });
});

describe('accounts, projects and resource groups the text puts parts in', () => {
  it('each is a box in the cloud holding its parts; what the text leaves out of them stays outside', () => {
    const { where, groups } = placed('BigQuery in the reporting project reads exports from Cloud Storage, and Looker Studio shows the results.', 'gcp');
    expect(groups).toContainEqual({ label: 'Reporting project', kind: 'account' });
    expect(where.get('BigQuery')?.[0]).toBe('Reporting project');
    expect([...where.entries()].find(([l]) => /cloud storage/i.test(l))?.[1]).not.toContain('Reporting project');
  });

  it('a resource group is drawn as one', () => {
    const { where, groups } = placed('Azure Functions and a storage account run in the shared resource group; the functions write to Cosmos DB.', 'azure');
    expect(groups).toContainEqual({ label: 'Shared resource group', kind: 'resource_group' });
    expect(where.get('Azure Functions')?.[0]).toBe('Shared resource group');
  });

  it('no empty box is drawn for an account whose part cannot leave the network it shares', () => {
    const { groups } = placed('The Shared VPC lives in the host project, and a GKE cluster in the service project uses it.', 'gcp');
    expect(groups.filter((g) => g.kind === 'account')).toEqual([]);
  });
});
