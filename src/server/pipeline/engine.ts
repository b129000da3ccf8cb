import type { ApplyResult, ArchitectureModel, Geometry, Operation } from '../../engine/model/index.js';
import type { ScoreOut } from '../../shared/contract/common.js';
import type { StoredWarning } from '../db/schema.js';
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

export interface Engine {
  layout(model: ArchitectureModel, opts: { signal?: AbortSignal }): Promise<Geometry>;
  /** Infrastructure code → plan, on the compute pool (HCL parsing never blocks request handling). */
  readCode(files: Array<{ path: string; content: string }>, opts: { title?: string; signal?: AbortSignal }): Promise<ReadCodeResult>;
  /** Starts what readCode needs (its worker, the HCL parser) in the background; the server calls it once started. */
  warm?(): void;
  placeNew(model: ArchitectureModel, geometry: Geometry, newIds: string[]): Geometry;
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
  matchWarning(warnings: StoredWarning[], query: { id?: string; message: string; component?: string; warning_type?: string }): StoredWarning | null;
  close(): Promise<void>;
}
