import { verbBases, verbFlow } from '../text/verbs.js';
import type { ServiceKind } from '../../catalog/types.js';

/** Kinds that hold data others come to take: a store, a queue, a stream, a log. */
const HOLDING_KINDS: ReadonlySet<ServiceKind> = new Set([
  'relational_db', 'nosql', 'cache', 'data_warehouse', 'search', 'graph_db', 'timeseries_db', 'object_storage', 'file_storage',
  'data_lake', 'vector_db', 'queue', 'topic', 'stream', 'event_bus', 'logging',
]);

/** Verbs that work on data they were given and make something of it, whichever way the verb list reads them. */
const REWORKING = new Set(['transform', 'enrich', 'filter', 'aggregate', 'refine', 'validate', 'mask', 'redact']);

/** What the clause knows when a place follows "<verb> the <things> in": who acts, how, and on what was reached so far. */
export interface HeldPlaceClause {
  verb: string;
  passive: boolean;
  prep: string;
  subjects: readonly string[];
  locSubjects: readonly string[];
  targets: readonly string[];
}

/**
 * "A worker reworks the rows in B", "C reads the notes on D": the data already sits in the place, so it
 * comes from there to the doer. Only a place that holds data, right after the doer's own object (the
 * place then qualifies the data, not the doer), and only for a verb that takes data in or reworks it.
 */
export function placeIsSource(clause: HeldPlaceClause, placeKind: ServiceKind): boolean {
  if (clause.passive || !['in', 'on', 'within', 'inside'].includes(clause.prep) || clause.targets.length > 0) return false;
  if (clause.subjects.length === 0 || clause.locSubjects.length !== clause.subjects.length) return false;
  if (!clause.locSubjects.every((k) => clause.subjects.includes(k))) return false;
  if (!HOLDING_KINDS.has(placeKind)) return false;
  return verbFlow(clause.verb) === 'backward' || reworks(clause.verb, false);
}

/** "A reworks the rows in B" with the rows merged into B: a reworking verb takes what B holds. */
export function reworks(verb: string, passive: boolean): boolean {
  return !passive && verbBases(verb).some((b) => REWORKING.has(b));
}

/** The clause is about the component a relative "which"/"that" stood for ("A, which is handed to B by C"). */
export function handsOn(relativeSubject: readonly string[], subjects: readonly string[]): boolean {
  return relativeSubject.length > 0 && subjects.length > 0 && subjects.every((k) => relativeSubject.includes(k));
}
