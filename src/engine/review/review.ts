import type { Provider } from '../../shared/contract/values.js';
import { apply, type ArchitectureModel, type Operation } from '../model/index.js';
import { ReviewContext } from './context.js';
import { RULES, ruleById } from './registry.js';
import { emptyFrames } from './structure.js';
import { ReviewError, type Finding, type FixOptions, type Rule, type Severity, type Warning } from './types.js';

/** Diagram types that are not architectures: nothing to review. */
const NOT_ARCHITECTURE = new Set(['flowchart', 'sequence']);

export const SEVERITY_ORDER: readonly Severity[] = ['critical', 'high', 'medium', 'low', 'info'];
const RANK = new Map(SEVERITY_ORDER.map((s, i) => [s, i]));

/** Rules that review a provider: `oci` (no rules of its own yet) is reviewed with the `general` ones. */
function appliesTo(rule: Rule, provider: Provider): boolean {
  return rule.providers.includes(provider === 'oci' ? 'general' : provider);
}

function warningId(type: string, f: Finding): string {
  return `${type}:${f.key ?? f.cells[0] ?? 'diagram'}`;
}

function toWarning(ctx: ReviewContext, rule: Rule, f: Finding): Warning {
  const first = f.cells[0];
  return {
    id: warningId(rule.id, f),
    type: rule.id,
    component: first ? ctx.display(first) : ctx.model.title || 'Diagram',
    message: f.message,
    severity: rule.severity,
    pillar: rule.pillar,
    recommendation: f.recommendation ?? rule.recommendation,
    cell_ids: [...new Set(f.cells)],
  };
}

/** Severity (critical first), then type, then component, then id: the order warnings are served in. */
export function compareWarnings(a: Warning, b: Warning): number {
  return (RANK.get(a.severity)! - RANK.get(b.severity)!) ||
    (a.type < b.type ? -1 : a.type > b.type ? 1 : 0) ||
    (a.component < b.component ? -1 : a.component > b.component ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function findingsOf(ctx: ReviewContext, rule: Rule): Finding[] {
  const seen = new Set<string>();
  return rule.check(ctx).filter((f) => {
    const id = warningId(rule.id, f);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Reviews a model: every applicable rule's findings as warnings, in a deterministic order. */
export function review(model: ArchitectureModel): Warning[] {
  if (NOT_ARCHITECTURE.has(model.diagramType)) return [];
  const ctx = new ReviewContext(model);
  const warnings: Warning[] = [];
  for (const rule of RULES) {
    if (!appliesTo(rule, ctx.provider)) continue;
    for (const f of findingsOf(ctx, rule)) warnings.push(toWarning(ctx, rule, f));
  }
  return warnings.sort(compareWarnings);
}

/** Warnings that count (critical…low) and suggestions (`info`), each in review order. */
export function splitWarnings(warnings: readonly Warning[]): { warnings: Warning[]; suggestions: Warning[] } {
  return {
    warnings: warnings.filter((w) => w.severity !== 'info'),
    suggestions: warnings.filter((w) => w.severity === 'info'),
  };
}

/**
 * The operations of the recommended change for a warning the model raises now. Throws
 * ReviewError WARNING_NOT_FOUND when the model no longer raises it (already fixed, or the diagram
 * changed since the warning was read). An empty list comes back only for a rule that is not
 * `fixable` (the person has to draw more).
 */
export function fixFor(model: ArchitectureModel, warning: Pick<Warning, 'id' | 'type'>, options: FixOptions = {}): Operation[] {
  const rule = ruleById(warning.type);
  const gone = (): ReviewError => new ReviewError('WARNING_NOT_FOUND', `The diagram no longer has the warning "${warning.id}"; review it again to get the current warnings.`);
  if (!rule || NOT_ARCHITECTURE.has(model.diagramType)) throw gone();
  const ctx = new ReviewContext(model, options);
  if (!appliesTo(rule, ctx.provider)) throw gone();
  const finding = findingsOf(ctx, rule).find((f) => warningId(rule.id, f) === warning.id);
  if (!finding) throw gone();
  if (rule.fixable === false) return [];
  const ops = rule.fix(ctx, finding);
  if (ops.length === 0) throw new ReviewError('FIX_FAILED', `Rule ${rule.id} has no change to make for "${warning.id}"; please report this diagram.`);
  return [...ops, ...tidyFrames(ctx, ops, options)];
}

/** A fix that moves or removes the last thing out of a box removes the box too (no empty frame left behind). */
function tidyFrames(ctx: ReviewContext, ops: Operation[], options: FixOptions): Operation[] {
  const result = apply(ctx.model, ops, { reservedIds: options.reservedIds });
  if (!result.ok) return [];
  const before = new Set(emptyFrames(ctx).map((g) => g.id));
  return emptyFrames(new ReviewContext(result.model))
    .filter((g) => !before.has(g.id) && ctx.group(g.id))
    .map((g): Operation => ({ op: 'remove', id: g.id }));
}
