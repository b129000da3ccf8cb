import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('catalog: a vendor database keeps the name the text gives', () => {
  it('"Oracle DB" is drawn with the vendor in its label, not as a bare "DB"', () => {
    const { labels, edges } = plan('kiosk terminals -> haproxy -> ledger workers -> Oracle DB', 'general');
    expect(labels).toContain('Oracle DB');
    expect(edges).toContain('Ledger workers -> Oracle DB');
  });
});
