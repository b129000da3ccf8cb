import { resolveService } from '../../catalog/index.js';
import { isParticiple, isVerb } from '../text/verbs.js';
import { AUXILIARIES, DETERMINERS, PREPOSITIONS, RELATIVES } from '../text/lexicon.js';
import { isWord, slotOf, type Item } from './items.js';
import { isDataKind, MESSAGE_KINDS, SOFT_KINDS } from './kinds.js';

/** "raises alerts", "shows live dashboards": an everyday noun right after a verb is what is produced. */
export function dropProducedNouns(items: Item[]): Item[] {
  return messagesAgain(items, items.map((item, i) => {
    const s = slotOf(item);
    if (!s) return item;
    // "a topic, which e-mails the on-call engineer": between a relative pronoun and an object, a word that is a verb is one.
    const prev = items[i - 1];
    const next = items[i + 1];
    if (prev?.t === 'word' && RELATIVES.has(prev.lower) && next?.t === 'word' && DETERMINERS.has(next.lower) && !/[A-Z]/.test(s.matched) && isVerb(s.matched.toLowerCase())) {
      return { t: 'word', text: s.matched, lower: s.matched.toLowerCase(), start: s.start, end: s.end } as Item;
    }
    // "with weekly snapshots shipped to Blob Storage": a plural everyday data noun a participle says was moved to a named part is what moved.
    const carried = items[i + 1]?.t === 'word' && isParticiple((items[i + 1] as { lower: string }).lower) && isWord(items[i + 2], 'to', 'into');
    if (carried && isDataKind(s.entry.kind) && /^[a-z]+s$/.test(s.matched) && slotOf(items[i + 3]) !== undefined) {
      return { t: 'word', text: s.matched, lower: s.matched.toLowerCase(), start: s.start, end: s.end } as Item;
    }
    // "feeds Stream Analytics": a name of several words, each capitalised, is the product, not an everyday noun.
    if (!s.generic || /^[A-Z][a-z]+(?: [A-Z][a-z]+)+$/.test(s.matched)) return item;
    // "copying fresh images into S3": an everyday data noun moved into a named component is what moves.
    const movedInto = isDataKind(s.entry.kind) && s.entry.provider !== 'general' && isWord(items[i + 1], 'to', 'into', 'in') && slotOf(items[i + 2]) !== undefined;
    if (!SOFT_KINDS.has(s.entry.kind) && !movedInto) return item;
    const before = items[i - 1];
    const before2 = items[i - 2];
    const afterVerb = (w: Item | undefined): boolean => w?.t === 'word' && (isVerb(w.lower) || w.pos === 'VERB');
    const adjective = before?.t === 'word' && !DETERMINERS.has(before.lower) && !PREPOSITIONS.has(before.lower) && before.lower !== 'and';
    // "sends an event notification": a determiner may stand between the verb and its object.
    const det = (w: Item | undefined): boolean => w?.t === 'word' && DETERMINERS.has(w.lower);
    const objectOfVerb = (det(before) && afterVerb(before2)) || (adjective && det(before2) && afterVerb(items[i - 3]));
    // "a notification of the new files …", "alerts about failed logins": a message about something is what moves.
    const about = s.entry.provider === 'general' && MESSAGE_KINDS.has(s.entry.kind) && isWord(items[i + 1], 'of', 'about');
    // "Alerts are sent to a topic", "metrics are also scraped by …": the subject of a passive is what moves.
    const aux = items[i + 1];
    const verbAt = isWord(items[i + 2], 'also', 'then', 'first', 'later', 'finally') ? i + 3 : i + 2;
    const passiveSubject = aux?.t === 'word' && AUXILIARIES.has(aux.lower) && items[verbAt]?.t === 'word' && isParticiple((items[verbAt] as { lower: string }).lower);
    // "opens a reporting tool that queries Athena": what does something of its own is a part, not an output.
    const acts = !MESSAGE_KINDS.has(s.entry.kind) && isWord(items[i + 1], 'that', 'which') && items[i + 2]?.t === 'word' && afterVerb(items[i + 2]);
    if (!acts && (afterVerb(before) || (adjective && afterVerb(before2)) || objectOfVerb || passiveSubject || about)) {
      return { t: 'word', text: s.matched, lower: s.matched.toLowerCase(), start: s.start, end: s.end } as Item;
    }
    return item;
  }));
}

/** Whether one lower-case word is, in everyday use, a message that travels ("alerts", "notifications", "emails"). */
function isMessageWord(word: string): boolean {
  const kind = /^[a-z]+$/.test(word) ? resolveService(word, 'general')?.kind : undefined;
  return kind !== undefined && MESSAGE_KINDS.has(kind);
}

/** The singular of an everyday plural ("alerts" → "alert"), for comparing two mentions of one message. */
const singular = (w: string): string => w.toLowerCase().replace(/(?<=[^s])s$/, '');

/**
 * "The gauge publishes alerts to the bus. A worker subscribes to the alerts": an everyday message
 * noun the text already read as what travels (before: a slot, after: a plain word) is, when named
 * again with "the", "these" or "those", the same message, not a notification service of its own.
 */
function messagesAgain(before: readonly Item[], after: Item[]): Item[] {
  const moved = new Set<string>();
  return after.map((item, i) => {
    const was = slotOf(before[i]);
    if (item.t === 'word') {
      // A message noun the mention reading already left as a word ("publishes alerts to …") counts too.
      if (was ? MESSAGE_KINDS.has(was.entry.kind) : isMessageWord(item.text)) moved.add(singular(item.text));
      return item;
    }
    const s = slotOf(item);
    // The word's everyday sense decides: "notifications" is a message even where the provider reads it as its topic service.
    if (!s || !s.generic || !isMessageWord(s.matched) || !moved.has(singular(s.matched))) return item;
    if (!isWord(after[i - 1], 'the', 'these', 'those')) return item;
    return { t: 'word', text: s.matched, lower: s.matched.toLowerCase(), start: s.start, end: s.end } as Item;
  });
}


/** Categories of services that run code: "the intake function in Azure Functions" is one of several such parts. */
const RUNS_CODE = new Set(['compute', 'serverless', 'container']);

/**
 * Whether `item` is a word that names one part among its kind ("intake", "billing"), not a determiner or a verb.
 * Right after an article it names the part whatever its tag ("an ingest function", "a resize function").
 */
function namingWord(item: Item | undefined, before: Item | undefined): boolean {
  if (item?.t !== 'word' || !/^[a-z][a-z-]*$/i.test(item.text) || DETERMINERS.has(item.lower)) return false;
  return item.pos === 'NOUN' || item.pos === 'PROPN' || item.pos === 'ADJ' || isWord(before, 'a', 'an', 'the', 'each', 'one', 'another');
}

/**
 * "reads secrets from Key Vault": an everyday word for what the next-named service holds is what is read.
 * "the intake function in Azure Functions": a named part that runs on the service it names is that
 * part; the service after it adds nothing, so a later "notify function" stays a part of its own.
 */
export function dropHeldNouns(items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const s = slotOf(item);
    const next = slotOf(items[i + 2]);
    if (s && s.generic && next && next.entry.id === s.entry.id && isWord(items[i + 1], 'from', 'in', 'into', 'to')) {
      if (RUNS_CODE.has(s.entry.category) && isWord(items[i + 1], 'in') && namingWord(items[i - 1], items[i - 2])) {
        out.push(item);
        i += 2;
        continue;
      }
      out.push({ t: 'word', text: s.matched, lower: s.matched.toLowerCase(), start: s.start, end: s.end } as Item);
      continue;
    }
    // "a runbook in Azure Automation": a thing the service holds, named by the catalog's word for it, is the service.
    if (s && !s.generic && next && next.entry.id === s.entry.id && !next.generic && isWord(items[i + 1], 'in', 'inside', 'within') && s.matched.toLowerCase() !== next.matched.toLowerCase()) {
      next.pre.unshift(...s.pre);
      if (!next.paren.includes(s.matched)) next.paren.push(s.matched);
      next.determiner = s.determiner ?? next.determiner;
      next.start = s.start;
      out.push({ t: 'slot', slot: next, start: item.start, end: items[i + 2]!.end });
      i += 2;
      continue;
    }
    out.push(item);
  }
  return out;
}
