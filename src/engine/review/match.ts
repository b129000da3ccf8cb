import { compareWarnings } from './review.js';
import type { Warning } from './types.js';

/** How the public fix request names a warning (FixRequest of API.md §9.9, plus Skyplan's id). */
export interface WarningQuery {
  message?: string | null;
  component?: string | null;
  warning_type?: string | null;
  warning_id?: string | null;
}

/** Case, spacing and a trailing ellipsis do not matter. */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim().replace(/(\.\.\.|…)$/, '').trim();
}

/** Shortest message prefix accepted (clients send message.slice(0, 120); FixRequest needs ≥ 3 characters). */
const MIN_PREFIX = 3;

function byMessage(pool: readonly Warning[], message: string): Warning | undefined {
  const wanted = normalise(message);
  if (wanted.length === 0) return undefined;
  return pool.find((w) => normalise(w.message) === wanted) ??
    (wanted.length >= MIN_PREFIX ? pool.find((w) => normalise(w.message).startsWith(wanted)) : undefined);
}

/**
 * Finds the warning a fix request means, or null when none matches (never a guess):
 *  1. the exact id — `warning_id`, or a `message` that is an id;
 *  2. `warning_type` + `component` (case- and space-insensitive); among several, the one whose
 *     message also matches, else the first;
 *  3. the message, exact then as a prefix (normalised) — within `warning_type` when one is given
 *     and any warning has it, else among all warnings.
 * "First" is the review order (severity, type, component, id), whatever order `warnings` has.
 */
export function matchWarning(warnings: readonly Warning[], query: WarningQuery): Warning | null {
  const sorted = [...warnings].sort(compareWarnings);
  const id = query.warning_id?.trim();
  const message = query.message ?? '';
  const exact = sorted.find((w) => (id !== undefined && id !== '' && w.id === id) || w.id === message.trim());
  if (exact) return exact;

  const type = query.warning_type?.trim().toLowerCase();
  const ofType = type ? sorted.filter((w) => w.type.toLowerCase() === type) : [];
  const component = query.component ? normalise(query.component) : '';
  if (ofType.length > 0 && component !== '') {
    const same = ofType.filter((w) => normalise(w.component) === component);
    if (same.length > 0) return byMessage(same, message) ?? same[0]!;
  }
  return byMessage(ofType.length > 0 ? ofType : sorted, message) ?? null;
}
