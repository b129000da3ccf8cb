import type { ArchitectureModel, Geometry } from '../../model/index.js';
import { compareMetrics, type LayoutComparison } from '../compare.js';
import { layoutModel } from '../layout-model.js';
import { layoutMetrics } from '../metrics.js';
import type { LayoutMetrics, LayoutOptions } from '../types.js';
import { bentEdges, cellMoves, culprits, edgeMoves, type Move } from './moves.js';
import { drawnScene, rerouteEdges } from './reroute.js';
import { badness, betterThan, noHardWorseThan, noWorseThan } from './score.js';

export interface RelayoutOptions extends LayoutOptions {
  /**
   * Work allowed for the local repairs, in metric evaluations of a 100-cell diagram (a larger
   * diagram gets fewer, a smaller one more).
   */
  readonly effort?: number;
  /** Repairs stop after this long (ms, after the fresh layout); the best drawing found by then is returned. */
  readonly timeLimitMs?: number;
}

export interface RelayoutResult {
  /** The chosen geometry: the input's own object when nothing better was found. */
  readonly geometry: Geometry;
  /** The chosen geometry against the input, metric by metric. */
  readonly comparison: LayoutComparison;
  /** Whether the chosen geometry differs from the input. */
  readonly changed: boolean;
  /** What was done, in a person's words, without repeats; empty when nothing changed. */
  readonly steps: readonly string[];
  /** The fresh full layout that was one of the candidates (chosen or not). */
  readonly fresh: Geometry;
}

const DEFAULT_EFFORT = 1000;
const DEFAULT_TIME_LIMIT_MS = 1500;
/** Rounds of local repairs over the flaws left. */
const ROUNDS = 3;

interface State {
  geometry: Geometry;
  metrics: LayoutMetrics;
  score: number;
  steps: string[];
}

interface Search {
  evaluate(geometry: Geometry, steps: string[]): State | undefined;
  more(): boolean;
  feasible(s: State): boolean;
}

/**
 * Re-layout that only improves: candidates (a fresh full layout, the lines routed again with every
 * shape kept where it is), then local repairs of what the metrics still complain about (a line
 * slid aside or routed again, a label moved, an overlapping shape shifted clear, lines with
 * needless bends straightened to pay for a detour). The result is never worse than the input on
 * any layout metric: the best such drawing found, or the input itself when none is better.
 */
export async function relayout(model: ArchitectureModel, current: Geometry, opts: RelayoutOptions = {}): Promise<RelayoutResult> {
  const fresh = await layoutModel(model, opts);
  // The clock runs for the repairs only: the fresh layout is needed either way.
  const started = now();
  const base = layoutMetrics(model, current);
  const done = (geometry: Geometry, steps: string[], metrics?: LayoutMetrics): RelayoutResult => ({
    geometry,
    comparison: compareMetrics(base, metrics ?? layoutMetrics(model, geometry)),
    changed: geometry !== current,
    steps: [...new Set(steps)],
    fresh,
  });
  // A drawing with cells that have no geometry is no standard to keep; sequences have a layout of their own.
  if (base.missing.length > 0 || model.diagramType === 'sequence') {
    const metrics = layoutMetrics(model, fresh);
    return compareMetrics(base, metrics).worse.length === 0 ? done(fresh, ['laid out afresh'], metrics) : done(current, [], base);
  }
  const cells = model.nodes.length + model.groups.length + model.edges.length;
  let budget = Math.max(8, Math.round(((opts.effort ?? DEFAULT_EFFORT) * 100) / Math.max(cells, 20)));
  const limit = opts.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const search: Search = {
    evaluate(geometry, steps) {
      budget--;
      const metrics = layoutMetrics(model, geometry);
      return noHardWorseThan(base, metrics) ? { geometry, metrics, score: badness(metrics, base, movedCells(current, geometry)), steps } : undefined;
    },
    more: () => budget > 0 && now() - started < limit,
    feasible: (s) => noWorseThan(base, s.metrics),
  };
  const input: State = { geometry: current, metrics: base, score: badness(base, base), steps: [] };
  let best = input;
  const consider = (s: State | undefined) => {
    if (s && search.feasible(s) && s.score < best.score) best = s;
  };
  const scene = drawnScene(model, current);
  const afresh = search.evaluate(fresh, ['laid out afresh']);
  if (search.more()) consider(search.evaluate(rerouteEdges(model, current, scene, new Set(model.edges.map((e) => e.id))), ['routed every line again']));
  const { edges: flawed } = culprits(model, base);
  if (flawed.length > 0 && search.more()) consider(search.evaluate(rerouteEdges(model, current, scene, new Set(flawed)), ['routed the lines at fault again']));
  // Repairs start from the person's arrangement; the fresh layout competes with what they reach.
  consider(repair(model, best, search));
  consider(afresh);
  return best !== input && betterThan(base, best.metrics) ? done(best.geometry, best.steps, best.metrics) : done(current, [], base);
}

/** Cells whose box is not where (or not the size) it was. */
function movedCells(current: Geometry, next: Geometry): number {
  let n = 0;
  for (const [id, r] of Object.entries(next.cells)) {
    const was = current.cells[id];
    if (!was || was.x !== r.x || was.y !== r.y || was.width !== r.width || was.height !== r.height) n++;
  }
  return n;
}

function now(): number {
  return globalThis.performance.now();
}

/**
 * Greedy local repairs: for each flaw, the first move that lowers the badness and keeps the
 * drawing no worse than the input is kept; failing that, the first one that lowers the badness at
 * the cost of bends or crossings, which lines straightened afterwards must pay back (else the
 * round is undone). Returns the best drawing that is no worse than the input.
 */
function repair(model: ArchitectureModel, start: State, search: Search): State {
  let state = start;
  let best = start;
  let borrow = true;
  const tryMoves = (moves: Move[], soft: boolean): boolean => {
    let fallback: State | undefined;
    for (const move of moves) {
      if (!search.more()) break;
      const next = search.evaluate(move.make(), [...state.steps, move.what]);
      if (!next || next.score >= state.score) continue;
      if (search.feasible(next)) {
        fallback = next;
        break;
      }
      if (soft) fallback ??= next;
    }
    if (!fallback) return false;
    state = fallback;
    if (search.feasible(state) && state.score < best.score) best = state;
    return true;
  };
  const flaws = (soft: boolean): boolean => {
    let improved = false;
    const { edges, cells } = culprits(model, state.metrics);
    for (const id of edges) improved = tryMoves(edgeMoves(model, state.geometry, drawnScene(model, state.geometry), id), soft) || improved;
    for (const pair of cells) improved = tryMoves(cellMoves(model, state.geometry, drawnScene(model, state.geometry), pair), soft) || improved;
    return improved;
  };
  for (let round = 0; round < ROUNDS && search.more(); round++) {
    let improved = flaws(false);
    if (!borrow || !search.more()) {
      if (improved) continue;
      break;
    }
    const before = state;
    improved = flaws(true) || improved;
    // Pay back bends and crossings a repair borrowed, one line at a time.
    for (const id of search.feasible(state) ? [] : bentEdges(drawnScene(model, state.geometry))) {
      if (search.feasible(state) || !search.more()) break;
      tryMoves([{ what: 'straightened a line', make: () => rerouteEdges(model, state.geometry, drawnScene(model, state.geometry), new Set([id])) }], true);
    }
    if (!search.feasible(state)) {
      state = before;
      borrow = false;
    }
    if (!improved) break;
  }
  return best;
}
