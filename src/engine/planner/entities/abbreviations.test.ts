import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';
import { spellOutAbbreviations } from '../text/acronyms.js';

describe('a name spelled out with its initials, then used by its initials', () => {
  it('the initials alone later are the same component', () => {
    const { labels, edges } = drawnLabels('Scanners post readings to the Batch Intake Relay (BIR) service. The BIR service forwards each batch to Amazon SQS.', 'aws');
    expect(labels.filter((l) => /Intake|BIR/.test(l))).toHaveLength(1);
    expect(edges.some((e) => /Intake Relay.* -> .*SQS/.test(e))).toBe(true);
  });

  it('only initials that match the capitalised words before the brackets define a short name', () => {
    expect(spellOutAbbreviations('Records go to the Order Ledger Store (OLS). Later the OLS replicates.')).toBe('Records go to the Order Ledger Store (OLS). Later the Order Ledger Store replicates.');
    expect(spellOutAbbreviations('Files go to cold storage (CS). Later the CS archive fills.')).toBe('Files go to cold storage (CS). Later the CS archive fills.');
    expect(spellOutAbbreviations('The Quota Keeper (QK) counts calls. Keys use the QK-prefix.')).toBe('The Quota Keeper (QK) counts calls. Keys use the QK-prefix.');
  });
});

describe('a one-word name described right after it', () => {
  it('"Zoptic, which is a converter, …" names a part, not the describing noun', () => {
    const { labels, edges } = drawnLabels('Uploads land in Blob Storage. Zoptic, which is an open-source converter, resizes the pictures and writes them to Azure Cosmos DB.', 'azure');
    expect(labels).toContain('Zoptic');
    expect(edges.some((e) => /^Zoptic -> .*Cosmos/.test(e))).toBe(true);
  });
});
