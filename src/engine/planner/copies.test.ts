import { describe, expect, it } from 'vitest';
import type { ArchitectureModel } from '../model/index.js';
import { planDiagram } from './index.js';
import { planEdit } from './edit/index.js';

const plan = (prompt: string, provider: 'aws' | 'azure' | 'gcp'): ArchitectureModel => planDiagram(prompt, { provider, diagramType: 'architecture' }).model;
const ofService = (m: ArchitectureModel, service: string) => m.nodes.filter((n) => n.service === service);

describe('copies drawn once per zone', () => {
  it('say which zone each one is in, and an edit naming the component still means all of them', () => {
    const m = plan('Game servers on EC2 behind a Network Load Balancer, auto scaling over 2 availability zones, with DynamoDB for player state.', 'aws');
    const servers = ofService(m, 'aws.ec2');
    expect(servers.length).toBe(2);
    expect(servers.map((n) => n.label).sort()).toEqual([expect.stringMatching(/\(AZ 1\)$/), expect.stringMatching(/\(AZ 2\)$/)]);
    const removed = planEdit('delete the ec2 instances', m);
    expect(removed.ok, removed.ok ? '' : removed.message).toBe(true);
  });
});

describe('services that span zones', () => {
  it('a cluster or a load balancer "in three zones" is one box, not a copy per zone', () => {
    const m = plan('An AKS-style setup on AWS: an EKS cluster spread over three availability zones behind an NLB.', 'aws');
    expect(ofService(m, 'aws.eks')).toHaveLength(1);
    expect(ofService(m, 'aws.nlb')).toHaveLength(1);
  });
});

describe('what feeds a component', () => {
  it('a report tool that queries the warehouse does not count as loading it: the processing step before still does', () => {
    const m = plan('Clickstream pipeline for a shop: Pub/Sub, Dataflow, BigQuery and Looker.', 'gcp');
    const [processing, warehouse] = [ofService(m, 'gcp.dataflow')[0], ofService(m, 'gcp.bigquery')[0]];
    expect(processing && warehouse).toBeTruthy();
    expect(m.edges.some((e) => e.source === processing!.id && e.target === warehouse!.id)).toBe(true);
  });
});
