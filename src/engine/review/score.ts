import { ruleById } from './registry.js';
import type { Score, ScoreBreakdown, ScoreTier, Severity, Warning } from './types.js';

/**
 * The score: 100 minus a deduction per warning by severity, counting at most two warnings of the
 * same type (a diagram with ten unmonitored services has one problem, not ten), and never above
 * the ceiling of a rule that caps it (too small to review). Suggestions (`info`) never count. Deterministic: a pure function of the warnings.
 */
export const DEDUCTION: Readonly<Record<Severity, number>> = { critical: 20, high: 10, medium: 5, low: 2, info: 0 };
export const CAP_PER_TYPE = 2;

export const TIERS: ReadonlyArray<[number, ScoreTier]> = [[90, 'excellent'], [75, 'good'], [50, 'fair'], [0, 'poor']];

export function tierOf(score: number): ScoreTier {
  return TIERS.find(([min]) => score >= min)![1];
}

export function score(warnings: readonly Warning[]): Score {
  const counted = warnings.filter((w) => w.severity !== 'info');
  const byType = new Map<string, Warning[]>();
  for (const w of counted) byType.set(w.type, [...(byType.get(w.type) ?? []), w]);
  const breakdown: ScoreBreakdown[] = [...byType].map(([type, list]) => {
    const worst = list.reduce((a, b) => (DEDUCTION[b.severity] > DEDUCTION[a.severity] ? b : a));
    return {
      type,
      label: ruleById(type)?.title ?? type,
      count: list.length,
      deduction: DEDUCTION[worst.severity] * Math.min(list.length, CAP_PER_TYPE),
    };
  });
  breakdown.sort((a, b) => b.deduction - a.deduction || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
  const total = breakdown.reduce((sum, b) => sum + b.deduction, 0);
  const ceiling = Math.min(100, ...counted.map((w) => ruleById(w.type)?.scoreCeiling ?? 100));
  const value = Math.max(0, Math.min(ceiling, 100 - total));
  return { score: value, tier: tierOf(value), warning_count: counted.length, recoverable_points: 100 - value, breakdown };
}
