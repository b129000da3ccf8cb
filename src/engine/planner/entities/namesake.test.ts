import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a product said bare points to its own node, not to a namesake whose head is another noun', () => {
  it('the bare name is the product named before, not its APIs named after it', () => {
    const { edges } = drawn('Shoppers call the Kong gateway through Amazon CloudFront. Vendors register webhooks using Kong APIs. Kong writes rate counters to Amazon ElastiCache.', 'aws');
    expect(edges).toContain('Kong gateway -> Amazon ElastiCache (rate counters)');
    expect(edges.some((e) => /^Kong APIs -> Amazon ElastiCache/.test(e))).toBe(false);
  });

  it('a client of a product said on its own is a node of its own; the product keeps its plain name', () => {
    const { labels, edges } = drawn('Fabrikam relies on Microsoft Sentinel to hunt intruders. The pre-installed Microsoft Sentinel TAXII client pulls indicators from partner feeds. Response playbooks in Microsoft Sentinel run on Azure Logic Apps.', 'azure');
    expect(labels).toContain('Microsoft Sentinel');
    expect(labels.filter((l) => /Sentinel/.test(l))).toHaveLength(2);
    expect(edges).toContain('Microsoft Sentinel -> Azure Logic Apps');
  });
});
