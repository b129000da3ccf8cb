import { isWord, type Item } from '../entities/items.js';
import { verbFlow } from '../text/verbs.js';
import type { EntityGraph } from './graph.js';

/** Pronouns for the writer or the reader of a text: they name no part of the system. */
const GENERIC_PEOPLE = new Set(['you', 'we']);

/** Tags of the words that may stand between the pronoun and its verb ("can also"), or before a name ("a real-time"). */
const BEFORE_VERB = new Set(['AUX', 'ADV', 'PART']);
const BEFORE_NAME = new Set(['DET', 'ADJ', 'NUM']);

/** The index of the first item from `j` on that is not a word with one of `tags`. */
function skip(items: Item[], j: number, tags: ReadonlySet<string>): number {
  while (items[j]?.t === 'word' && tags.has((items[j] as { pos?: string }).pos ?? '')) j++;
  return j;
}

/**
 * "We query the index from a Looker dashboard": with no part doing it, the part the action is
 * taken from is the one that does it (the dashboard → the index). A path on to somewhere
 * ("… from A to B") is read as a path instead.
 */
function drawFromDoer(items: Item[], i: number, graph: EntityGraph): void {
  const v = skip(items, i + 1, BEFORE_VERB), verb = items[v];
  if (verb?.t !== 'word' || verb.pos !== 'VERB' || verbFlow(verb.lower) !== 'forward') return;
  const at = skip(items, v + 1, BEFORE_NAME), x = items[at];
  if (x?.t !== 'slot' || !isWord(items[at + 1], 'from')) return;
  const yAt = skip(items, at + 2, BEFORE_NAME), y = items[yAt], rest = items.slice(yAt + 1);
  if (y?.t !== 'slot' || rest.some((it, k) => isWord(it, 'to', 'into', 'onto') && rest[k + 1]?.t === 'slot')) return;
  for (const from of y.slot.keys) for (const to of x.slot.keys) if (from !== to && !graph.has(to, from)) graph.relate(from, to, 'flow', 'prompt');
}

/**
 * "You can keep the results in B", "we then push them to C": a clause the writer or the reader
 * opens names no doer of its own, so it goes on with whoever acted last, as a clause with no
 * subject does. A clause that says where its action comes from ("… from A") has its own start.
 */
export function genericPerson(items: Item[], i: number, graph: EntityGraph): boolean {
  const it = items[i];
  if (it?.t !== 'word' || !GENERIC_PEOPLE.has(it.lower)) return false;
  if (!items.slice(i + 1).some((x) => isWord(x, 'from'))) return true;
  drawFromDoer(items, i, graph);
  return false;
}
