import { describe, expect, it } from 'vitest';
import { drawn as plan, placed } from '../testing/drawn.js';

describe('entities: a working part named after a preposition without an article', () => {
  it('"sends each order to recipe calculator, which …": the calculator is a component in the chain', () => {
    const { nodes, edges } = plan('The bakery app sends each order to recipe calculator, which stores batches in Cosmos DB.', 'azure');
    expect(nodes.map((n) => n.label)).toContain('Recipe calculator');
    expect(edges).toContain('Recipe calculator -> Cosmos DB (batches)');
  });
});

describe('containers: an on-premises environment is the site its parts sit in', () => {
  it('"a simulated on-premises environment … the on-prem DNS server": the server sits in a box named so', () => {
    const { where, groups } = placed('The lab spins up a simulated on-premises environment and links it over VPN. The on-prem DNS server sends lookups to Cloud DNS.', 'gcp');
    const site = groups.find((g) => g.kind === 'onprem')?.label ?? '';
    expect(site).toMatch(/on-premises environment$/i);
    expect(where.get('On-prem DNS server')).toEqual([site]);
  });
});

describe('labels: a product\'s other name, typed as a name, is kept beside the catalog\'s', () => {
  it('"the Chronicle Security suite" reads Chronicle Security, with the service\'s short name in brackets', () => {
    const { labels } = plan('The observatory pipeline pushes dome alerts to the Chronicle Security suite.', 'gcp');
    expect(labels).toContain('Chronicle Security (Security Operations)');
  });
});

describe('entities: "the on-premises services" are the programs, not a second site', () => {
  it('said again without their qualifier, they are the on-premises programs named before', () => {
    const { nodes, edges } = plan('The telescope scheduler reads plans from the on-premises archive services. Each night the observatory firewall passes new plans to the on-premises services.', 'azure');
    expect(nodes.some((n) => n.service === 'general.onprem_server')).toBe(false);
    expect(edges).toContain('Observatory Firewall -> On-premises archive services');
  });
});
