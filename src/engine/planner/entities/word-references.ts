import type { Entity } from '../types.js';
import { stem } from '../text/tokens.js';
import { isVerb } from '../text/verbs.js';
import { HEAD_NOUNS, VENDOR_WORDS, ZONE_WORDS } from '../text/lexicon.js';
import { words } from './name-words.js';
import { callsItself, headedBy } from './resolve-refs.js';
import { isWord, takenFromPart, type Item, type Slot } from './items.js';
import { SOFT_KINDS } from './kinds.js';
import { kindNounOwner } from './kind-word.js';
import { isPeopleModifier } from './person-things.js';

/** A slot standing for an entity found without a mention (a bare zone word, "the manifests"). */
export function syntheticSlot(entity: Entity, item: Item, zones: string[], keys: string[]): Slot {
  return {
    entry: entity.entry, matched: entity.matched, start: item.start, end: item.end, pre: [], post: [], paren: [], isNew: false,
    own: false, multiAz: false, zones, descriptor: false, generic: false, attached: [], keys,
  };
}

/** Bare zone words ("turns into silver and gold") stand for copies of the last zoned store. */
export function zoneSlot(item: Item & { t: 'word' }, entities: Entity[]): Slot | undefined {
  const zoned = entities.findLast((e) => e.paren.some((p) => ZONE_WORDS.has(p.toLowerCase())) && !e.descriptor);
  return zoned ? syntheticSlot(zoned, item, [item.lower], []) : undefined;
}

/** Words too vague to point back at a component ("transforms the data"). */
const VAGUE_NOUNS = new Set(['data', 'result', 'system', 'information', 'event', 'message', 'traffic', 'request', 'file', 'record', 'output', 'input', 'thing', 'order']);

/** "the manifests": a plain word after "the" that names a qualifier of an earlier component. */
export function wordReference(items: Item[], i: number, entities: Entity[]): Entity | undefined {
  const item = items[i];
  if (item?.t !== 'word' || !isWord(items[i - 1], 'the', 'its', 'their', 'these', 'those')) return undefined;
  const w = stem(item.lower);
  // "Players fetch the leaderboard from the API": what is taken from a part named right after is data there, not the part it was kept in.
  if (takenFromPart(items, i)) return undefined;
  // "the AWS SQS queue", "the forms processing logic app": a vendor's name, or a word that qualifies the component after it, points at nothing.
  if (w.length < 3 || VAGUE_NOUNS.has(w) || VENDOR_WORDS.has(item.lower) || items[i + 1]?.t === 'slot' || ((items[i + 1] as { lower?: string } | undefined)?.lower?.endsWith('ing') && items[i + 2]?.t === 'slot')) return undefined;
  // "asks the model for a summary … saves the summary": as the head of its phrase, what a producing service
  // was asked for is its output, not the service; "the extraction quality" (a modifier) still points at it.
  const modifier = items[i + 1]?.t === 'word' && (items[i + 1] as { pos?: string }).pos === 'NOUN';
  const noted = (e: Entity): string[] => (SOFT_KINDS.has(e.entry.kind) && !modifier ? [] : e.paren);
  // "the app" after "the application … App Configuration": a name ending in the noun first, then one using it.
  const headed = HEAD_NOUNS.has(item.lower) ? entities.findLast((e) => !e.descriptor && e.entry.category !== 'client' && headedBy(e, w)) : undefined;
  // "Sensor readings are sent to B … reads the readings from B": what a device sends is the data, no longer the device.
  const sent = (e: Entity): boolean => e.entry.kind === 'device' && words(e.post.join(' ')).includes(w);
  const using = entities.findLast((e) => !e.descriptor && !sent(e) && words([...e.pre, ...e.post, ...noted(e), e.matched].join(' ')).includes(w));
  const said = kindNounOwner(w, using, entities) ?? (using && !modifier && !headedBy(using, w) ? headed ?? using : using);
  // "the shopper details are posted …": a word for people describing the noun after it is not those people acting.
  if (said && isPeopleModifier(said, items[i + 1])) return undefined;
  // "through the service integration pattern": a head noun qualifying a plain noun after it names no earlier part.
  if (said || !HEAD_NOUNS.has(item.lower) || (modifier && !isVerb((items[i + 1] as { lower: string }).lower))) return said;
  // "the service" after "a web front end running on Cloud Run": the product's own name for its unit.
  return entities.findLast((e) => !e.descriptor && e.entry.category !== 'client' && callsItself(e, w));
}
