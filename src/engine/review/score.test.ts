import { describe, expect, it } from 'vitest';
import { review, score, tierOf, type Warning } from './index.js';
import { cloudReference, hubReference, k8sReference } from './testing/reference.js';

const w = (type: string, severity: Warning['severity'], n = 1): Warning[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${type}:c${i}`, type, component: `c${i}`, message: `${type} on c${i}`, severity, pillar: 'security', recommendation: 'fix it', cell_ids: [`c${i}`],
  }));

describe('score', () => {
  it('is 100 and excellent without warnings', () => {
    expect(score([])).toEqual({ score: 100, tier: 'excellent', warning_count: 0, recoverable_points: 0, breakdown: [] });
  });

  it.each([
    ['aws', () => cloudReference('aws')], ['azure', () => cloudReference('azure')], ['gcp', () => cloudReference('gcp')],
    ['general', () => cloudReference('general')], ['kubernetes', () => k8sReference()],
    ['aws hub', () => hubReference('aws')], ['azure hub', () => hubReference('azure')], ['gcp hub', () => hubReference('gcp')],
  ])('a well-architected %s diagram scores 100 (suggestions at most)', (_name, make) => {
    const warnings = review(make().build());
    expect(warnings.filter((x) => x.severity !== 'info')).toEqual([]);
    expect(score(warnings).score).toBe(100);
  });

  it('deducts by severity, at most two warnings per type, and ignores suggestions', () => {
    const s = score([...w('public_database', 'critical'), ...w('no_monitoring', 'medium', 5), ...w('no_dns', 'info', 3), ...w('no_flow_logs', 'low')]);
    expect(s.breakdown).toEqual([
      { type: 'public_database', label: 'Database reachable from the internet', count: 1, deduction: 20 },
      { type: 'no_monitoring', label: 'Monitoring and alerting', count: 5, deduction: 10 },
      { type: 'no_flow_logs', label: 'VPC flow logs', count: 1, deduction: 2 },
    ]);
    expect(s.score).toBe(68);
    expect(s.tier).toBe('fair');
    expect(s.warning_count).toBe(7);
    expect(s.recoverable_points).toBe(32);
  });

  it('never goes below 0 and recovers at most 100 points', () => {
    const many = ['a', 'b', 'c', 'd', 'e', 'f'].flatMap((t) => w(t, 'critical', 2));
    expect(score(many)).toMatchObject({ score: 0, tier: 'poor', recoverable_points: 100 });
  });

  it('is deterministic whatever the order of the warnings', () => {
    const list = [...w('x', 'high', 3), ...w('y', 'low'), ...w('z', 'medium', 2)];
    expect(score([...list].reverse())).toEqual(score(list));
  });

  it.each([[100, 'excellent'], [90, 'excellent'], [89, 'good'], [75, 'good'], [74, 'fair'], [50, 'fair'], [49, 'poor'], [0, 'poor']] as const)('tier of %i is %s', (value, tier) => {
    expect(tierOf(value)).toBe(tier);
  });
});
