/**
 * engine/review — Well-Architected review of a model: rules → warnings, each with the model
 * operations of its fix, and a score. Pure and deterministic.
 */
export { RULES, ruleById } from './registry.js';
export { review, splitWarnings, fixFor, compareWarnings, SEVERITY_ORDER } from './review.js';
export { score, tierOf, DEDUCTION, CAP_PER_TYPE, TIERS } from './score.js';
export { improve } from './improve.js';
export { findWarning, matchWarning, type WarningLookup, type WarningQuery } from './match.js';
export { ReviewContext } from './context.js';
export {
  ReviewError,
  type ReviewErrorCode,
  type Warning,
  type Finding,
  type Rule,
  type FixOptions,
  type Score,
  type ScoreBreakdown,
  type ScoreTier,
} from './types.js';
export { controlsFor, sourcedControlsFor, noControlReason, FRAMEWORK_INFO, type Control, type SourcedControl } from './controls/index.js';
