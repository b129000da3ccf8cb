import { describe, expect, it } from 'vitest';
import type { WarningOut } from '../../../../shared/contract/index.js';
import { csvReport, markdownReport } from './findings-report.js';

const w = (over: Partial<WarningOut>): WarningOut => ({
  id: 'x:1', type: 'rule_x', component: 'Orders DB', message: 'Something is off', severity: 'high', pillar: 'security',
  recommendation: 'Do the thing', cell_ids: ['1'], controls: [], ...over,
});
const warnings = [
  w({ id: 'a', type: 'plain_http', message: 'Traffic to "API" is plain, unencrypted', controls: [
    { framework: 'pci-dss', id: '4.2.1', title: 'Strong cryptography' },
    { framework: 'hipaa', id: '164.312(e)(1)', title: 'Transmission security' },
  ] }),
  w({ id: 'b', type: 'no_cache', severity: 'low', component: null, message: 'A | pipe', controls: [] }),
];

describe('findings reports', () => {
  it('Markdown: a table per severity, pipes escaped, controls named', () => {
    const md = markdownReport({ title: 'Shop', score: 88, warnings, date: '2026-01-02' });
    expect(md).toContain('# Findings: Shop\n\nMade 2026-01-02 · score 88/100 · 2 finding(s).');
    expect(md).toContain('## High (1)');
    expect(md).toContain('| plain_http | Orders DB | Traffic to "API" is plain, unencrypted | Do the thing | PCI DSS v4.0 4.2.1; HIPAA Security Rule 164.312(e)(1) |');
    expect(md).toContain('| no_cache |  | A \\| pipe |');
  });

  it('CSV: one row per finding and control, quoted where needed', () => {
    const rows = csvReport({ title: 'Shop', score: 88, warnings, date: '2026-01-02' }).trimEnd().split('\r\n');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toBe('high,plain_http,security,Orders DB,"Traffic to ""API"" is plain, unencrypted",Do the thing,pci-dss,4.2.1,Strong cryptography,a');
    expect(rows[3]).toBe('low,no_cache,security,,A | pipe,Do the thing,,,,b');
  });

  it('keeps only the findings and controls of one framework when asked', () => {
    const rows = csvReport({ title: 'Shop', score: null, warnings, framework: 'hipaa', date: '2026-01-02' }).trimEnd().split('\r\n');
    expect(rows.slice(1).map((r) => r.split(',').at(-3))).toEqual(['164.312(e)(1)']);
    expect(markdownReport({ title: 'Shop', score: null, warnings, framework: 'soc2', date: 'd' })).toContain('No findings.');
  });
});
