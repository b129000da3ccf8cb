import { describe, expect, it } from 'vitest';
import { drawn as plan } from '../testing/drawn.js';

describe('entities: "an on-premises system" is the program at the site, named with its noun', () => {
  it('a singular everyday program noun after the place word keeps its noun in the label', () => {
    const { labels, edges } = plan('Every hour a Cloud Function hands approved refunds over to one on-premises system that the treasury desk owns.', 'gcp');
    expect(labels).toContain('On-premises system');
    expect(edges.some((e) => /-> On-premises system$/.test(e))).toBe(true);
  });
  it('"the on-prem system of record" is drawn as the on-prem system, not as a bare site', () => {
    const { labels, edges } = plan('Kiosk tablets upload loyalty stamps to Blob Storage; each evening a Data Factory pipeline copies them into the on-prem system of record.', 'azure');
    expect(labels).toContain('On-prem system');
    expect(labels).not.toContain('On-prem');
    expect(edges.some((e) => /Data Factory.* -> On-prem system$/.test(e))).toBe(true);
  });
});
