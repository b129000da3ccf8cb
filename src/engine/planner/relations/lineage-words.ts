import { isKeeping, isOriginating, verbBases, verbFlow } from '../text/verbs.js';

/**
 * Nouns for a kind of content rather than a component ("the results", "these readings", "each
 * document"): a text makes one the subject and moves it from part to part. Singular forms.
 */
export const CONTENT_NOUNS: ReadonlySet<string> = new Set([
  'result', 'detail', 'record', 'file', 'image', 'message', 'event', 'reading', 'document', 'report', 'output',
  'screenshot', 'snapshot', 'transcript', 'prediction', 'score', 'insight', 'embedding', 'measurement', 'sample',
  'photo', 'video', 'recording', 'payload', 'dataset', 'row', 'finding', 'alert', 'invoice', 'receipt',
  'transaction', 'log', 'metric', 'telemetry', 'clip', 'frame', 'summary',
]);

/** Nouns for a part of a product ("the charts feature of Static Web Apps"): "<part> of B" names B among a list of doers. */
export const PART_OF_NOUNS: ReadonlySet<string> = new Set(['feature', 'capability', 'component', 'part', 'module', 'edition', 'tier', 'layer']);

/** Pronouns that stand for the content last named, and whether they stand for a plural one. */
export const CONTENT_PRONOUNS: ReadonlyMap<string, boolean> = new Map([['them', true], ['they', true], ['it', false]]);

/** Verbs that move content on to a place ("queued in", "routed to", "sent via"), besides the keeping ones. */
const MOVING: ReadonlySet<string> = new Set([
  'send', 'route', 'forward', 'queue', 'enqueue', 'deliver', 'push', 'stream', 'upload', 'export', 'ingest', 'transfer',
  'move', 'copy', 'replicate', 'dispatch', 'relay', 'pass', 'emit', 'write', 'load', 'index', 'land', 'sync', 'ship', 'feed', 'hand',
]);

/** Verbs whose doer puts content before the eyes of people ("shown in", "B visualizes the scores"): the doer takes it. */
const SHOWING: ReadonlySet<string> = new Set(['show', 'display', 'visualize', 'visualise', 'render', 'present', 'chart', 'plot', 'surface', 'graph']);

/** Verbs whose doer works on content someone else left ("B queries the stored rows"), besides the backward ones. */
const WORKING: ReadonlySet<string> = new Set(['query', 'use', 'analyze', 'analyse', 'explore', 'search', 'review', 'inspect', 'examine', 'enrich', 'transform', 'aggregate', 'cross-reference', 'match']);

/** Taking verbs whose doer is where the content is first said to be ("gathered by A", "A ingests the scans"). */
const GATHERING: ReadonlySet<string> = new Set(['collect', 'gather', 'ingest', 'receive', 'capture', 'acquire', 'obtain']);

export function isGathering(word: string): boolean {
  return verbBases(word).some((b) => GATHERING.has(b));
}

/** What a verb does with the content it names: puts it somewhere, makes it, or takes it where it was. */
export type ContentMove = 'put' | 'make' | 'take';

/** The move a verb's word makes ("kept" → put, "reads" → take), trying each base form it may be. */
export function contentMove(word: string): ContentMove | undefined {
  const bases = verbBases(word);
  if (bases.some((b) => MOVING.has(b) || isKeeping(b))) return 'put';
  if (bases.some((b) => SHOWING.has(b) || WORKING.has(b)) || verbFlow(word) === 'backward') return 'take';
  if (bases.some(isOriginating)) return 'make';
  return undefined;
}

/** Prepositions after a putting verb that name where the content now is. */
export const PLACE_PREPS: ReadonlySet<string> = new Set(['in', 'into', 'to', 'on', 'onto', 'inside', 'within']);

/** Prepositions that name the part content passes through on its way ("via A", "through A"). */
export const PASSAGE_PREPS: ReadonlySet<string> = new Set(['via', 'through']);

/** Prepositions after a taking verb in the passive that name who takes it ("read by", "shown in"). */
export const TAKER_PREPS: ReadonlySet<string> = new Set(['by', 'in', 'on', 'through', 'via', 'using', 'within']);
