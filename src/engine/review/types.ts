import type { Pillar, Provider, Severity } from '../../shared/contract/values.js';
import type { CellId, Operation } from '../model/index.js';
import type { ReviewContext } from './context.js';

export type { Pillar, Severity };

/**
 * One review warning, as the API serves it (WarningOut plus Skyplan's fields, API.md §0).
 * `type` is the rule id; `id` is stable for a diagram version: the rule id and the cell the
 * warning is anchored on, so the same problem on the same cell keeps its id across versions.
 */
export interface Warning {
  id: string;
  type: string;
  component: string;
  message: string;
  severity: Severity;
  pillar: Pillar;
  /** What Fix will do, in one or two sentences. */
  recommendation: string;
  /** The cells to highlight, the anchor cell first. */
  cell_ids: CellId[];
}

/** What a rule's check reports; review() turns it into a Warning. */
export interface Finding {
  /** Cells to highlight; the first is the component the warning names. */
  cells: CellId[];
  /**
   * Anchor of the warning id when it is not cells[0]: diagram-wide findings use "diagram" so a
   * fix elsewhere that adds or removes cells does not turn the same problem into a "new" one.
   */
  key?: string;
  message: string;
  /** Overrides the rule's recommendation when the fix depends on the case. */
  recommendation?: string;
}

/** Options of a fix: ids the document uses outside the model, never handed to new cells. */
export interface FixOptions {
  reservedIds?: Iterable<string>;
}

/**
 * A review rule: a small registered object. `check` must be cheap (it reads the prebuilt
 * context); `fix` returns the model operations of the recommended change for one of its own
 * findings — applying them must make that finding disappear and touch nothing else.
 */
export interface Rule {
  id: string;
  title: string;
  pillar: Pillar;
  severity: Severity;
  /** Providers the rule reviews; `general` also covers `oci`. */
  providers: readonly Provider[];
  /** Default recommendation (what Fix does). */
  recommendation: string;
  /** Public rule sets and guidance that motivate the rule. */
  anchors?: readonly string[];
  /** The highest score a diagram with this warning can have (a fragment is not "excellent"). */
  scoreCeiling?: number;
  /** False when no change Skyplan could make settles it (only the person can): fixFor returns []. */
  fixable?: boolean;
  check(ctx: ReviewContext): Finding[];
  fix(ctx: ReviewContext, finding: Finding): Operation[];
}

export interface ScoreBreakdown {
  type: string;
  label: string;
  count: number;
  deduction: number;
}

export type ScoreTier = 'excellent' | 'good' | 'fair' | 'poor';

/** ScoreOut of API.md §10. */
export interface Score {
  score: number;
  tier: ScoreTier;
  warning_count: number;
  recoverable_points: number;
  breakdown: ScoreBreakdown[];
}

export type ReviewErrorCode = 'WARNING_NOT_FOUND' | 'FIX_FAILED';

/**
 * WARNING_NOT_FOUND: the model no longer raises the warning (fixed already, or the diagram
 * changed) — the server answers 409. FIX_FAILED: the rule's operations could not be built for
 * this model — a bug, reported with the rule and cell so it can be reproduced.
 */
export class ReviewError extends Error {
  readonly code: ReviewErrorCode;
  constructor(code: ReviewErrorCode, message: string) {
    super(message);
    this.name = 'ReviewError';
    this.code = code;
  }
}
