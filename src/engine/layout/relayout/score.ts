import { CHECKED_METRICS, isWorse, type CheckedMetric } from '../compare.js';
import type { LayoutMetrics } from '../types.js';

/**
 * How much each flaw weighs when re-layout chooses between two drawings that are both no worse
 * than the input: what hides a shape or a line weighs most, a bend least.
 */
const WEIGHT = {
  nodeOverlaps: 1000,
  edgesThroughNodes: 1000,
  labelCollisions: 400,
  edgesThroughLabels: 400,
  edgesThroughTitles: 400,
  edgeOverlaps: 300,
  sharedPorts: 100,
  edgeCrossings: 40,
  bends: 10,
} as const satisfies Partial<Record<keyof LayoutMetrics, number>>;

/** What moving one box of the person's drawing costs: the arrangement they made is worth keeping. */
const MOVED_CELL = 30;

/**
 * One number per drawing, lower is better; area counts a little (1 point per 1 % of the input's),
 * and so does each cell moved from where the person put it.
 */
export function badness(m: LayoutMetrics, base: LayoutMetrics, moved = 0): number {
  let total = moved * MOVED_CELL;
  for (const [k, w] of Object.entries(WEIGHT) as [keyof typeof WEIGHT, number][]) total += m[k] * w;
  return total + (base.area > 0 ? (m.area / base.area) * 100 : 0);
}

/** No checked metric of `m` is worse than the input's. */
export function noWorseThan(base: LayoutMetrics, m: LayoutMetrics): boolean {
  return CHECKED_METRICS.every((k) => !isWorse(k, base[k], m[k]));
}

/** Some checked metric of `m` is better than the input's. */
export function betterThan(base: LayoutMetrics, m: LayoutMetrics): boolean {
  return CHECKED_METRICS.some((k) => m[k] < base[k]);
}

/** Flaws a repair may trade for a while (a detour costs two bends) if later steps pay them back. */
const SOFT = new Set<CheckedMetric>(['bends', 'edgeCrossings', 'sharedPorts']);

/** No metric a repair must never trade is worse than the input's. */
export function noHardWorseThan(base: LayoutMetrics, m: LayoutMetrics): boolean {
  return CHECKED_METRICS.every((k) => SOFT.has(k) || !isWorse(k, base[k], m[k]));
}
