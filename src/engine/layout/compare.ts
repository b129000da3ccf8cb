import type { ArchitectureModel, Geometry } from '../model/index.js';
import { layoutMetrics } from './metrics.js';
import type { LayoutMetrics } from './types.js';

/** The layout metrics a re-layout must never make worse, with the words a person reads. */
const CHECKED = {
  nodeOverlaps: 'overlapping shapes',
  edgesThroughNodes: 'lines through shapes',
  labelCollisions: 'labels over shapes',
  edgesThroughLabels: 'lines through labels',
  edgesThroughTitles: 'lines through box titles',
  edgeOverlaps: 'lines drawn on top of each other',
  sharedPorts: 'lines crowding one side of a shape',
  edgeCrossings: 'line crossings',
  bends: 'bends',
  area: 'area',
} as const satisfies Partial<Record<keyof LayoutMetrics, string>>;
export type CheckedMetric = keyof typeof CHECKED;
export const CHECKED_METRICS = Object.keys(CHECKED) as CheckedMetric[];

/** A drawing this much larger is not worse (rounding, a label measured a pixel wider). */
const AREA_SLACK = 1.02;

export interface LayoutComparison {
  before: Record<CheckedMetric, number>;
  after: Record<CheckedMetric, number>;
  worse: CheckedMetric[];
  better: CheckedMetric[];
  /** One sentence: what improved (or got worse), "12 → 3 line crossings". */
  summary: string;
}

/** Whether `after` is worse than `before` on metric `k` (area with a little slack). */
export function isWorse(k: CheckedMetric, before: number, after: number): boolean {
  return k === 'area' ? after > before * AREA_SLACK : after > before;
}

function pick(m: LayoutMetrics): Record<CheckedMetric, number> {
  return Object.fromEntries((Object.keys(CHECKED) as CheckedMetric[]).map((k) => [k, m[k]])) as Record<CheckedMetric, number>;
}

function phrase(k: CheckedMetric, before: number, after: number): string {
  return k === 'area' ? `area ${Math.round((after / Math.max(before, 1)) * 100)} % of before` : `${before} → ${after} ${CHECKED[k]}`;
}

/**
 * Compares a diagram's current layout with a new one, metric by metric. A current layout that
 * leaves cells without geometry is no standard to keep: everything in the new one counts as better.
 */
export function compareLayouts(model: ArchitectureModel, current: Geometry, next: Geometry): LayoutComparison {
  return compareMetrics(layoutMetrics(model, current), layoutMetrics(model, next));
}

/** compareLayouts on metrics already measured. */
export function compareMetrics(a: LayoutMetrics, b: LayoutMetrics): LayoutComparison {
  const before = pick(a);
  const after = pick(b);
  const keys = CHECKED_METRICS;
  const incomplete = a.missing.length > 0 && b.missing.length === 0;
  const worse = incomplete ? [] : keys.filter((k) => isWorse(k, before[k], after[k]));
  const better = keys.filter((k) => after[k] < before[k]);
  const listed = worse.length > 0 ? worse : better;
  const summary = listed.length === 0 ? 'no measure changed' : listed.map((k) => phrase(k, before[k], after[k])).join(', ');
  return { before, after, worse, better, summary };
}
