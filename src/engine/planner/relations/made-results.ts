import type { Entity } from '../types.js';
import { ANSWERING_KINDS } from './roles.js';
import { RUN_STARTS } from './verb-sets.js';
import { verbFlow } from '../text/verbs.js';

/** Forward verbs whose doer works the data over rather than handing it on ("aggregates it", "enriches them"). */
const WORKING_VERBS: ReadonlySet<string> = new Set(['aggregate', 'transform', 'enrich', 'refine', 'filter', 'compute', 'calculate', 'classify', 'predict', 'infer', 'evaluate', 'validate', 'check', 'verify', 'inspect', 'mask', 'redact', 'anonymize', 'anonymise', 'tokenize', 'tokenise']);

/** Nouns for what a step made of the data it handled ("the results go to C"). */
const RESULT_NOUNS: ReadonlySet<string> = new Set(['result', 'results', 'output', 'outputs', 'aggregate', 'aggregates', 'summary', 'summaries', 'totals']);

/** What the clause before did, as the reader kept it. */
export interface LastClause {
  subjects: readonly string[];
  verb: string;
  byAgent: boolean;
}

/**
 * "a function grades the essays, and the results land in Firestore", "the job sums it by
 * hour; the output is saved to BigQuery": the results of a step are what its doer made, so the
 * doer of the clause before sends them on, not the place it took the data from. Stays out of the way
 * when that doer only answers calls (a model asked for a summary hands it back to the caller), when
 * the last clause only started a run or handed the data on, or when a "by" named its doer. Returns the makers, or none.
 */
export function resultMakers(noun: string, last: LastClause, entity: (k: string) => Entity): string[] {
  if (!RESULT_NOUNS.has(noun) || last.byAgent || RUN_STARTS.has(last.verb) || last.verb === '') return [];
  // "A feeds B. The results go to C": a verb that hands the data on leaves the making to B.
  if (verbFlow(last.verb) === 'forward' && !WORKING_VERBS.has(last.verb)) return [];
  const doers = last.subjects.filter((k) => entity(k).entry.category !== 'client');
  return doers.length > 0 && doers.every((k) => !ANSWERING_KINDS.has(entity(k).entry.kind)) ? doers : [];
}
