import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: a code name opening a line before a colon names the part the line describes', () => {
  it('"web-shell: React page …" and "ledgerdb: Postgres database …" draw one part each, under the code name', () => {
    const { labels } = plan('The shop has these parts:\nweb-shell: React page for shoppers\nledgerdb: Postgres database for balances\nbasket-keeper: holds baskets in Redis', 'kubernetes');
    expect(labels.some((l) => /web-shell/i.test(l))).toBe(true);
    expect(labels.some((l) => /ledgerdb/i.test(l))).toBe(true);
    expect(labels.some((l) => /basket-keeper/i.test(l))).toBe(true);
    // The known service opening the description is the part's kind, not a second part.
    expect(labels.filter((l) => /postgres/i.test(l) && !/ledgerdb/i.test(l))).toEqual([]);
  });

  it('a people word inside the code name names no person; a plain English word before a colon names nothing', () => {
    const { labels } = plan('Parts of the demo:\nfake-buyer: places test orders every minute\nqueue-drainer: empties the SQS queue\nnote: both run on Fargate', 'aws');
    expect(labels.some((l) => /fake-buyer/i.test(l))).toBe(true);
    expect(labels.some((l) => /^note$/i.test(l))).toBe(false);
  });
});
