import { describe, expect, it } from 'vitest';
import type { Provider } from '../../../shared/contract/values.js';
import { planDiagram } from '../index.js';

function plan(prompt: string, provider: Provider): { nodes: { label: string; service: string; group: string }[]; groups: Map<string, string> } {
  const { plan: p } = planDiagram(prompt, { provider, diagramType: 'architecture' });
  return {
    nodes: p.nodes.map((n) => ({ label: n.label, service: n.service ?? '', group: n.group ?? '' })),
    groups: new Map(p.groups.map((g) => [g.id, g.label])),
  };
}

describe('relations: what each of several networks holds', () => {
  it('"N networks, each hosting an X": one X inside each network, told apart by it', () => {
    const { nodes, groups } = plan('A shared-services VNet peers with three workload VNets, each hosting a VM scale set.', 'azure');
    const sets = nodes.filter((n) => n.service === 'azure.vmss');
    expect(sets).toHaveLength(3);
    expect(new Set(sets.map((n) => n.group)).size).toBe(3);
    for (const s of sets) expect(groups.get(s.group)).toMatch(/workload/i);
    expect(new Set(sets.map((n) => n.label)).size).toBe(3);
  });

  it('"each with its own X" after plural networks places a copy in every one', () => {
    const { nodes } = plan('Two application VPCs, each with its own EC2 Auto Scaling group, attach to a Transit Gateway.', 'aws');
    const asgs = nodes.filter((n) => n.service === 'aws.ec2');
    expect(new Set(asgs.map((n) => n.group)).size).toBe(2);
  });

  it('"each with X" after named networks puts one X in every named network, told apart by its name', () => {
    const { nodes, groups } = plan('We run two VPCs, alpha and omega, each with an EC2 batch host.', 'aws');
    const hosts = nodes.filter((n) => n.service === 'aws.ec2');
    expect(hosts).toHaveLength(2);
    expect(hosts.map((n) => groups.get(n.group)).sort()).toEqual(['Alpha VPC', 'Omega VPC']);
    expect(hosts.map((n) => n.label.match(/\((\w+)\)$/)?.[1]).sort()).toEqual(['alpha', 'omega']);
  });

  it('named namespaces that each hold a workload are all drawn, each with its own copy inside', () => {
    const { nodes, groups } = plan('Two namespaces, qa and live, each with a billing deployment.', 'kubernetes');
    const deps = nodes.filter((n) => n.service === 'kubernetes.deployment');
    expect(deps.map((n) => groups.get(n.group)).sort()).toEqual(['Live namespace', 'Qa namespace']);
  });
});
