import { isWord, type Item } from '../entities/items.js';
import { verbBases } from '../text/verbs.js';
import { HOSTING_VERBS, OUTCOME_VERBS, PUBLISH_VERBS, verbBase } from './verb-sets.js';
import { absoluteAndDoer } from './absolute-with.js';

/** Marks in the item stream that change what the reader does next: a subnet that houses, a clause that opens. */

/**
 * A subnet followed by "for", "with" or a verb of holding ("public subnets holding the NAT gateways",
 * "a private subnet for the workers") houses the components named next, not the one before it.
 */
export function housesNext(items: Item[], i: number): boolean {
  const place = items[i];
  const next = items[i + 1];
  if (place?.t !== 'loc' || place.loc.type !== 'subnet' || next?.t !== 'word') return false;
  return next.lower === 'for' || next.lower === 'with' || (next.pos === 'VERB' && HOSTING_VERBS.has(verbBase(next.lower)));
}

/**
 * A component after "and" or "then" that a present-tense verb follows ("… and Neptune lives in …") opens a
 * clause of its own; so does one right after another component, where list items run together
 * ("… signs up in Cognito Cognito invokes …").
 */
export function opensClause(items: Item[], i: number): boolean {
  if (absoluteAndDoer(items, i)) return true;
  // An article or possessive may stand before the component ("and the data VPC holds …").
  const det = items[i - 1]?.t === 'word' && ['DET', 'PRON'].includes((items[i - 1] as { pos?: string }).pos ?? '');
  const before = det ? items[i - 2] : items[i - 1];
  const next = items[i + 1];
  if (!(isWord(before, 'and', 'then') || (!det && before?.t === 'slot')) || next?.t !== 'word') return false;
  // The model may read "lives" as a plural noun; before a preposition it is the verb.
  if (next.pos !== 'VERB' && !(next.pos === 'NOUN' && items[i + 2]?.t === 'word' && (items[i + 2] as { pos?: string }).pos === 'ADP')) return false;
  const base = verbBase(next.lower);
  return base !== next.lower && next.lower.startsWith(base) && next.lower.endsWith('s');
}

/** Verbs that move something to a place: a tool named with "using" after the place carries it there. */
const DELIVERING = new Set([...PUBLISH_VERBS, 'forward', 'route', 'deliver', 'stream', 'ship', 'relay', 'export', 'copy', 'move', 'transfer', 'replicate']);

/**
 * "A sends X to B using C": once the flow has reached its target, what is used on the way is the
 * way itself (A → C → B), like "via C". Not in a passive, and not before the target is named.
 */
export function usingAsWay(verb: string, state: { passive: boolean; mode: string | null; targets: readonly string[]; subjects: readonly string[]; fromKeys: readonly string[] }, items: Item[], i: number): boolean {
  // The way is a component named right after "using" ("using Amazon SES"), not a kind of means ("using techniques such as …").
  const named = items[i + 1]?.t === 'slot' || (isWord(items[i + 1], 'the', 'a', 'an') && items[i + 2]?.t === 'slot');
  // "pulls X from A into B using C": a path stated from one place to another is travelled by C, whatever the verb.
  const path = state.fromKeys.length > 0 && state.subjects.every((k) => state.fromKeys.includes(k));
  return (DELIVERING.has(verb) || path) && named && !state.passive && state.mode === 'target' && items[i - 1]?.t === 'slot' && state.targets.length > 0 && state.subjects.length > 0;
}

/** Participles that name what comes after them ("a bucket called the archive"), not past tenses. */
export const NAMING_PARTICIPLES = new Set(['called', 'named', 'labelled', 'labeled', 'titled', 'known', 'dubbed']);

/** Words opening a clause whose event the next clause reacts to. */
export const CAUSES = new Set(['when', 'whenever', 'once', 'after']);

/** The word at `i` is an outcome verb ("fails", "finished", "times out"). */
function isOutcome(items: Item[], i: number): boolean {
  const it = items[i];
  if (it?.t !== 'word') return false;
  if (it.lower === 'times' || it.lower === 'timed') return isWord(items[i + 1], 'out');
  return verbBases(it.lower).some((b) => OUTCOME_VERBS.has(b));
}

/**
 * "If the export job fails, B pages the admin", "When the crawl finishes, B …": "if"/"when" at `i`
 * opens a clause whose verb, right after the component it names (and an adverb or auxiliary at
 * most), is an outcome. The part's run ending is the event, and whoever reacts in the next clause
 * hears of it from that part.
 */
function opensOutcome(w: string, items: Item[], i: number): boolean {
  if (w !== 'if' && !CAUSES.has(w)) return false;
  for (let k = i + 1; k < items.length; k++) {
    const it = items[k]!;
    if (it.t === 'punct' || it.t === 'loc') return false;
    if (it.t !== 'slot') continue;
    const next = items[k + 1]?.t === 'word' && ['ADV', 'AUX'].includes((items[k + 1] as { pos?: string }).pos ?? '') ? k + 2 : k + 1;
    return isOutcome(items, next) && !(items[next + 1]?.t === 'slot' || isWord(items[next + 1], 'the', 'a', 'an'));
  }
  return false;
}

/** The word `w` at `i` opens a cause clause: "when/whenever/once/after", or "if" before a part's outcome. */
export function opensCause(w: string, items: Item[], i: number): boolean {
  return CAUSES.has(w) || opensOutcome(w, items, i);
}

/** Where the event of a cause clause happened: the places it reached, or the part that acted (whose run ended). */
export function causeParts(clause: { verb: string; passive: boolean; targets: readonly string[]; words: ReadonlySet<string> }, doers: readonly string[]): string[] {
  if (clause.targets.length > 0) return [...clause.targets];
  // The tagger may take "errors" for a noun: the outcome word is then among the clause's words.
  const outcome = [clause.verb, ...clause.words].some((w) => verbBases(w).some((b) => OUTCOME_VERBS.has(b)));
  // "When CloudWatch raises an alarm, …": a part acting on nothing drawn is where its own event happens.
  return !clause.passive && (outcome || clause.verb !== '') ? [...doers] : [];
}
