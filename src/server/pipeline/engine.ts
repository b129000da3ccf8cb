import type { ApplyResult, ArchitectureModel, Geometry, Operation } from '../../engine/model/index.js';
import type { ScoreOut } from '../../shared/contract/common.js';
import type { StoredWarning } from '../db/schema.js';
import type { DiagramDiff } from '../../engine/compare/index.js';
import type { Description } from '../../engine/describe/index.js';
import type { WorkBudget } from '../compute/admission.js';
import type { ReadCodeResult } from '../compute/tasks.js';

/**
 * The engine as the server uses it (docs/INTERFACES.md): pure functions, plus the full layout,
 * which runs on the compute pool (worker threads) so it never blocks request handling.
 */
export interface ReviewResult {
  /** Findings that count in the score (severity above info). */
  warnings: StoredWarning[];
  /** `info` findings: suggestions, not counted in the score. */
  suggestions: StoredWarning[];
}

export type SanitizeResult = { ok: true; xml: string } | { ok: false; code: string; reason: string };

/** Untrusted XML made ready to store: sanitised, its title, its review; or why it is refused. */
export type PreparedDocument = { ok: true; xml: string; title: string; review: ReviewResult } | { ok: false; code: string; reason: string };
export interface ReadDocument {
  model: ArchitectureModel;
  geometry: Geometry;
  reservedIds: string[];
}
export type ChangeResult = { ok: true; xml: string; model: ArchitectureModel; review: ReviewResult } | { ok: false; reason: string };

/** Whose work it is (fair queueing per account), the signal that cancels it, the request's time in the pools. */
export interface WorkOptions {
  signal?: AbortSignal;
  owner?: string;
  budget?: WorkBudget;
}

export interface Engine {
  /**
   * Full layout; with `current` (re-layout), the best drawing no worse than the current one on
   * any layout metric, or the fresh layout when none is better (the caller compares and decides).
   */
  layout(model: ArchitectureModel, opts: WorkOptions & { current?: Geometry }): Promise<Geometry>;
  /** Sanitise + parse + review of untrusted XML, in the compute pool, within the work limits. */
  prepare(xml: string, opts: WorkOptions): Promise<PreparedDocument>;
  /** parse() in the compute pool. */
  read(xml: string, opts: WorkOptions): Promise<ReadDocument>;
  /** apply → placeNew → patch → review of the result, in the compute pool. */
  change(input: { xml: string; model: ArchitectureModel; geometry: Geometry; ops: Operation[]; reservedIds: string[] }, opts: WorkOptions): Promise<ChangeResult>;
  /** review() in the compute pool. */
  reviewAsync(model: ArchitectureModel, opts: WorkOptions): Promise<ReviewResult>;
  /** A stored version's description (parse + describe) in the compute pool; `title` overrides the model's when set. */
  describeAsync(input: { xml: string; title: string; warnings: StoredWarning[] }, opts: WorkOptions): Promise<Description>;
  /** What changed between two stored versions (parse both + diff) in the compute pool. */
  diffAsync(before: string, after: string, opts: WorkOptions): Promise<DiagramDiff>;
  /** Infrastructure code → plan, on the compute pool (HCL parsing never blocks request handling). */
  readCode(files: Array<{ path: string; content: string }>, opts: { title?: string; signal?: AbortSignal }): Promise<ReadCodeResult>;
  /** Starts the compute workers and what readCode needs (its worker, the HCL parser) in the background; the server calls it once started. */
  warm?(): void;
  placeNew(model: ArchitectureModel, geometry: Geometry, newIds: string[]): Geometry;
  /** The layout metrics of `next` against `current`: which got worse, which better, in words. */
  compareLayouts(model: ArchitectureModel, current: Geometry, next: Geometry): { worse: string[]; better: string[]; summary: string };
  compile(model: ArchitectureModel, geometry: Geometry): string;
  /** `reservedIds`: ids the document uses outside the model; created cells must not take them. */
  parse(xml: string): { model: ArchitectureModel; geometry: Geometry; reservedIds: string[] };
  patch(xml: string, resolvedOps: Operation[], placement: Geometry): string;
  patchGeometry(xml: string, geometry: Geometry): string;
  sanitize(xml: string): SanitizeResult;
  apply(model: ArchitectureModel, ops: Operation[], reservedIds?: Iterable<string>): ApplyResult;
  review(model: ArchitectureModel): ReviewResult;
  score(warnings: StoredWarning[]): ScoreOut;
  fixFor(model: ArchitectureModel, warning: StoredWarning, reservedIds?: Iterable<string>): Operation[];
  /** The warning a fix request means; `ambiguous` when its text fits several (the caller lists them). */
  /** Skyplan's own fixes applied until nothing fixable is left (never lowering the score): the gallery's exemplary diagrams. */
  improve(model: ArchitectureModel): ArchitectureModel;
  matchWarning(warnings: StoredWarning[], query: { id?: string; message: string; component?: string; warning_type?: string }): StoredWarning | null | { ambiguous: StoredWarning[] };
  close(): Promise<void>;
}
