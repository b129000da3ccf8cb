import { describe, expect, it } from 'vitest';
import { planDiagram } from '../index.js';

describe('containers the text names', () => {
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
