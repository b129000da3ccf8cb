import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: the people a "for" names keep the words that say which people', () => {
  it('"for night auditors" after a mention draws the auditors, named in full and joined to the diagram', () => {
    const { labels, edges } = plan('Amazon Athena queries the ledger exports in Amazon S3 for night auditors.', 'aws');
    expect(labels).toContain('Night auditors');
    expect(edges.some((e) => /Night auditors/.test(e))).toBe(true);
  });

  it('a verb between "for" and the people is not read as their name', () => {
    const { labels } = plan('Azure Monitor keeps the alert rules for paging clerks.', 'azure');
    expect(labels.some((l) => /paging/i.test(l) && /clerks/i.test(l) && /rules/i.test(l))).toBe(false);
  });
});
