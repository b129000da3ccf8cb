import { compareWarnings } from './review.js';
import type { Warning } from './types.js';

/** How the public fix request names a warning (FixRequest of API.md §9.9, plus Skyplan's id). */
export interface WarningQuery {
  message?: string | null;
  component?: string | null;
  warning_type?: string | null;
  warning_id?: string | null;
}

/** What a query finds: one warning, several it cannot choose between, or nothing. */
export type WarningLookup = { found: Warning } | { ambiguous: Warning[] } | null;

/** Case, spacing and a trailing ellipsis do not matter. */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim().replace(/(\.\.\.|…)$/, '').trim();
}

/**
 * Letters and digits only, one space between words: bullets, brackets, parentheses, colons and
 * underscores that clients decorate a warning with (`• [no_waf] (ALB) message`) fall away.
 */
export function words(text: string): string {
  return normalise(text).replace(/_/g, ' ').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** Shortest plain message prefix accepted (FixRequest needs ≥ 3 characters). */
const MIN_PREFIX = 3;
/** Shortest prefix of a decorated text (type, component, message) accepted. */
const MIN_DECORATED = 40;

/** The ways a client may have written a warning, loosest words: message alone or decorated. */
function decorations(w: Warning): { plain: string; decorated: string[] } {
  const [type, component, message, severity] = [words(w.type), words(w.component), words(w.message), words(w.severity)];
  return {
    plain: message,
    decorated: [
      `${type} ${component} ${message}`,
      `${component} ${message}`,
      `${type} ${message}`,
      `${severity} ${type} ${component} ${message}`,
      `${severity} ${component} ${message}`,
      `${severity} ${message}`,
      `${component} ${type} ${message}`,
    ],
  };
}

function distinct(list: Warning[]): Warning[] {
  return [...new Map(list.map((w) => [w.id, w])).values()];
}

/** Warnings the message means: exact first, then by prefix (plain ≥ 3, decorated ≥ 40 characters). */
function byMessage(pool: readonly Warning[], message: string): Warning[] {
  const wanted = normalise(message);
  if (wanted.length === 0) return [];
  const exact = pool.filter((w) => normalise(w.message) === wanted);
  if (exact.length > 0) return exact;
  if (wanted.length >= MIN_PREFIX) {
    const prefix = pool.filter((w) => normalise(w.message).startsWith(wanted));
    if (prefix.length > 0) return prefix;
  }
  const loose = words(message);
  if (loose.length === 0) return [];
  const forms = pool.map((w) => ({ w, ...decorations(w) }));
  const whole = forms.filter((f) => f.plain === loose || f.decorated.includes(loose));
  if (whole.length > 0) return whole.map((f) => f.w);
  if (loose.length >= MIN_PREFIX) {
    const plain = forms.filter((f) => f.plain.startsWith(loose));
    if (plain.length > 0) return plain.map((f) => f.w);
  }
  if (loose.length < MIN_DECORATED - 10) return [];
  return forms.filter((f) => f.decorated.some((d) => d.startsWith(loose))).map((f) => f.w);
}

/**
 * Finds the warning a fix request means (never a guess):
 *  1. the exact id — `warning_id`, or a `message` that is an id;
 *  2. `warning_type` + `component` (case- and space-insensitive); among several, the one whose
 *     message also matches, else the first in review order;
 *  3. the message — exact, then as a prefix, then decorated with its type, component or severity
 *     (`• [type] (component) message`) and cut anywhere after 40 characters — within
 *     `warning_type` / `component` when given and matching, else among all warnings.
 * Several different warnings matching a message are `ambiguous`; the caller lists them.
 */
export function findWarning(warnings: readonly Warning[], query: WarningQuery): WarningLookup {
  const sorted = [...warnings].sort(compareWarnings);
  const id = query.warning_id?.trim();
  const message = query.message ?? '';
  const exact = sorted.find((w) => (id !== undefined && id !== '' && w.id === id) || w.id === message.trim());
  if (exact) return { found: exact };

  const type = query.warning_type?.trim().toLowerCase();
  const ofType = type ? sorted.filter((w) => w.type.toLowerCase() === type) : [];
  const component = query.component ? words(query.component) : '';
  const ofComponent = (pool: Warning[]): Warning[] => (component === '' ? [] : pool.filter((w) => words(w.component) === component));
  if (ofType.length > 0 && component !== '') {
    const same = ofComponent(ofType);
    if (same.length > 0) return { found: byMessage(same, message)[0] ?? same[0]! };
  }
  const typed = ofType.length > 0 ? ofType : sorted;
  const named = ofComponent(typed);
  const hits = distinct(byMessage(named.length > 0 ? named : typed, message));
  if (hits.length === 0) return null;
  if (hits.length === 1) return { found: hits[0]! };
  // The same text on several warnings: identical findings are one problem, else ask which.
  const texts = new Set(hits.map((w) => `${w.type}\n${normalise(w.message)}`));
  return texts.size === 1 ? { found: hits[0]! } : { ambiguous: hits };
}

/** The warning a fix request means, or null; among ambiguous ones the first in review order. */
export function matchWarning(warnings: readonly Warning[], query: WarningQuery): Warning | null {
  const found = findWarning(warnings, query);
  if (!found) return null;
  return 'found' in found ? found.found : found.ambiguous[0]!;
}
