import { verbBases } from '../text/verbs.js';

/** Verbs that work on data they were given and make something of it, whichever way the verb list reads them. */
const REWORKING = new Set(['transform', 'enrich', 'filter', 'aggregate', 'refine', 'validate', 'mask', 'redact']);

/** "A reworks the rows in B" with the rows merged into B: a reworking verb takes what B holds. */
export function reworks(verb: string, passive: boolean): boolean {
  return !passive && verbBases(verb).some((b) => REWORKING.has(b));
}

/** The clause is about the component a relative "which"/"that" stood for ("A, which is handed to B by C"). */
export function handsOn(relativeSubject: readonly string[], subjects: readonly string[]): boolean {
  return relativeSubject.length > 0 && subjects.length > 0 && subjects.every((k) => relativeSubject.includes(k));
}
