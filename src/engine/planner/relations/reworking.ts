import { verbBases } from '../text/verbs.js';

/** Verbs that work on data they were given and make something of it, whichever way the verb list reads them. */
const REWORKING = new Set(['transform', 'enrich', 'filter', 'aggregate', 'refine', 'validate', 'mask', 'redact']);

/** "A reworks the rows in B" with the rows merged into B: a reworking verb takes what B holds. */
export function reworks(verb: string, passive: boolean): boolean {
  return !passive && verbBases(verb).some((b) => REWORKING.has(b));
}
