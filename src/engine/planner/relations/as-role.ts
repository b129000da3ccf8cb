import { isWord, type Item } from '../entities/items.js';
import type { EntityGraph } from './graph.js';
import { roleFlow } from '../text/verbs.js';
import { singular } from '../text/tokens.js';
import { ROLE_CARRIED } from '../text/lexicon.js';

/** Determiners a role after "as" may carry ("Redis as the cache", "Postgres as its store"). */
const ROLE_DETERMINERS = new Set(['the', 'a', 'an', 'its', 'their']);
/** Most words a role phrase after "as" runs to ("the main backend storage"). */
const ROLE_WORDS = 4;

const lowercase = (it: Item | undefined): boolean => it?.t === 'slot' && it.slot.matched === it.slot.matched.toLowerCase();
const adjective = (it: Item | undefined): boolean => it?.t === 'word' && it.pos === 'ADJ';
/** Particles that close a hyphened modifier ("fan-out", "write-through", "roll-up"). */
const COMPOUND_PARTICLES = new Set(['out', 'through', 'up', 'off', 'down', 'back', 'over']);
/** A lowercase noun, verb or particle in a role's modifier ("the write-through coordinator"). */
const modifier = (it: Item | undefined): boolean =>
  it?.t === 'word' && it.text === it.lower && !ROLE_DETERMINERS.has(it.lower) && it.lower !== 'as'
  && (it.pos === 'NOUN' || it.pos === 'VERB' || (it.pos === 'ADP' && COMPOUND_PARTICLES.has(it.lower)));

/**
 * The index of the "as" that opens the role phrase the slot at `i` belongs to, or -1. A bare
 * purpose after "for" is a role too ("Kinesis for ingestion, DynamoDB for storage"); with an
 * article it points at a part ("an endpoint for the database").
 */
function roleOpening(items: Item[], i: number): number {
  let j = i - 1;
  // Back over the role's other words ("the main backend storage") to "as".
  while (j > i - ROLE_WORDS && (lowercase(items[j]) || adjective(items[j]) || modifier(items[j]))) j--;
  const det = items[j];
  const bare = !(det?.t === 'word' && ROLE_DETERMINERS.has(det.lower)) && !items.slice(j + 1, i + 1).some((it) => it.t === 'slot' && it.slot.determiner !== undefined);
  if (!bare) j--;
  return isWord(items[j], 'as') || (bare && isWord(items[j], 'for') && items[j - 1]?.t === 'slot') ? j : -1;
}

/**
 * "an IPsec tunnel as backup", "Postgres as the main data store": lowercase kind words after
 * "as" that follow a component say what that component is for; they are no components of their
 * own. True when the slot at `i` is one of them (the first or a later word of the role).
 */
export function isAsRole(items: Item[], i: number, graph: EntityGraph, seen: ReadonlySet<string>): boolean {
  const it = items[i];
  if (it?.t !== 'slot' || !lowercase(it)) return false;
  const [key] = it.slot.keys;
  if (!key || it.slot.keys.length > 1 || seen.has(key) || it.slot.matched.split(/\s+/).length > 2) return false;
  const as = roleOpening(items, i);
  // What plays the role: the component just before "as", or its head noun ("an IPsec tunnel as backup").
  const head = items[as - 1];
  const before = head?.t === 'slot' ? head : head?.t === 'word' && head.pos === 'NOUN' ? items[as - 2] : undefined;
  if (as < 0 || before?.t !== 'slot') return false;
  const entry = graph.get(key).entry.id;
  return !graph.entities.some((e) => e.key !== key && e.entry.id === entry);
}

/**
 * "a REST API with DynamoDB as the backend storage": the role says the second component serves
 * the first, so the first uses it even where "with" alone would only list parts. The pair
 * [user, served] when the slot at `i` is in such a role, else undefined.
 */
function roleServes(items: Item[], i: number): [string, string] | undefined {
  const as = roleOpening(items, i);
  const served = items[as - 1];
  const owner = items[as - 3];
  if (as < 0 || !isWord(items[as - 2], 'with') || served?.t !== 'slot' || owner?.t !== 'slot') return undefined;
  const [a] = owner.slot.keys;
  const [b] = served.slot.keys;
  return a && b && a !== b && owner.slot.keys.length === 1 && served.slot.keys.length === 1 ? [a, b] : undefined;
}

/** Reads a role after "as" (see isAsRole): the role words are not drawn, the served one is used. */
export function readAsRole(items: Item[], i: number, graph: EntityGraph, seen: ReadonlySet<string>): boolean {
  if (!isAsRole(items, i, graph, seen)) return false;
  const it = items[i] as Extract<Item, { t: 'slot' }>;
  graph.get(it.slot.keys[0]!).descriptor = true;
  const served = roleServes(items, i);
  if (served && !graph.has(served[0], served[1])) graph.relate(served[0], served[1], 'flow', 'prompt');
  return true;
}

/** The component a bare role at "as" (index `as`) is played for: the one before "with", else the one named last before the player. */
function roleOwner(items: Item[], as: number): Extract<Item, { t: 'slot' }> | undefined {
  if (isWord(items[as - 2], 'with')) return items[as - 3]?.t === 'slot' ? (items[as - 3] as Extract<Item, { t: 'slot' }>) : undefined;
  for (let k = as - 2; k >= 0; k--) {
    const it = items[k]!;
    // "has A as its source and B as its target": A plays a role of its own; the owner is further back.
    if (it.t === 'slot' && !isWord(items[k + 1], 'as')) return it;
  }
  return undefined;
}

/**
 * "an ALB with EC2 instances as targets", "a topic, two queues as its subscribers,": a role noun
 * after "as" that ends its phrase names no other part; the component before "as" plays that role
 * for the one before it (after "with", or named last). Draws that relation, turning one drawn the other way.
 */
export function readBareRole(items: Item[], i: number, graph: EntityGraph): boolean {
  const it = items[i];
  const role = it?.t === 'word' ? singular(it.lower) : '';
  // "a CDN with a bucket as origin": requests go to the origin; the CDN is drawn reaching it as it reads.
  const flow = role === 'origin' ? undefined : roleFlow(role);
  if (!flow) return false;
  const next = items[i + 1];
  if (next !== undefined && next.t !== 'punct' && !isWord(next, 'and', 'or')) return false;
  // "as its event source": a word for what the role carries may stand before it.
  const carried = items[i - 1];
  const at = carried?.t === 'word' && carried.text === carried.lower && ROLE_CARRIED.includes(carried.lower) ? i - 1 : i;
  const as = isWord(items[at - 1], 'the', 'its', 'their') ? at - 2 : at - 1;
  const player = items[as - 1];
  if (!isWord(items[as], 'as') || player?.t !== 'slot') return false;
  const owner = roleOwner(items, as);
  if (!owner) return false;
  let drawn = false;
  for (const p of player.slot.keys) for (const o of owner.slot.keys) {
    const [from, to] = flow === 'forward' ? [p, o] : [o, p];
    if (from === to || graph.has(from, to, false)) continue;
    // "uses Kinesis as its source": the role says which way the data goes, more than the verb did.
    graph.remove(to, from);
    graph.relate(from, to, 'flow', 'prompt');
    drawn = true;
  }
  return drawn;
}
