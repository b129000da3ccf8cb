import { ACTOR_ENTRIES, equivalentIn, getService, resolveService } from '../../catalog/index.js';
import { gap, slotOf, type Item, type Slot } from './items.js';
import { absorb } from './merge-parentheses.js';

/** Everyday nouns for the programs a site runs ("the on-premises services", "our on-prem applications", "an on-premises system"). */
const PROGRAM_NOUNS = new Set(['services', 'applications', 'apps', 'systems', 'service', 'application', 'app', 'system']);

/** A mention that only says where ("on-premises", "on-prem"), not what. */
const PLACE_ONLY = /^on[\s-]?prem(?:ise)?s?$/i;

/**
 * "the existing on-premises services": a place word before a plural everyday noun for programs says
 * where those programs run; the programs are the component, like "on-prem SQL Server" is SQL Server.
 */
export function onPremPrograms(items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = slotOf(items[i]);
    const next = items[i + 1];
    const program = getService('general.microservice');
    if (!a || !program || a.entry.kind !== 'onprem' || !PLACE_ONLY.test(a.matched.trim()) || next?.t !== 'word' || !PROGRAM_NOUNS.has(next.lower)) {
      out.push(items[i]!);
      continue;
    }
    const slot = { ...a, entry: program, matched: next.text, pre: [...a.pre, a.matched], end: next.end, onPrem: true, generic: true };
    out.push({ t: 'slot', slot, start: items[i]!.start, end: next.end });
    i++;
  }
  return out;
}

/** Whether a mention names the owner's own site and nothing more, so that it can say where the next part is. */
export function sitePlace(a: Slot, b: Slot): boolean {
  return a.entry.kind === 'onprem' && a.entry.provider === 'general' && (b.entry.category !== 'client' || ACTOR_ENTRIES.has(b.entry.id));
}

/**
 * "on-prem SQL Server", "on-premises clerks": the site says where the part runs or who sits there; it is
 * no second component. "an on-premises database": an everyday word for what runs there is no cloud's product.
 */
export function placeOnPrem(site: Slot, b: Slot, words: string[] = []): Slot {
  // "an on-prem Oracle DB": what the owner runs itself is no cloud's managed service; the engine's own entry draws it.
  if (b.entry.provider !== 'general' && b.generic) b.entry = resolveService(b.matched, 'general') ?? b.entry;
  else if (b.entry.provider !== 'general' && MANAGED_STORE_KINDS.has(b.entry.kind)) b.entry = resolveService(b.matched, 'general') ?? equivalentIn(b.entry.id, 'general') ?? b.entry;
  b.pre.unshift(site.matched, ...words);
  b.onPrem = true;
  absorb(b, site);
  return b;
}

const DESCRIBING = new Set(['NOUN', 'ADJ', 'PROPN']);
/** Kinds of store a cloud runs for you under an engine's name ("RDS for Oracle"); on a site of the owner's, the engine itself is meant. */
const MANAGED_STORE_KINDS: ReadonlySet<string> = new Set(['relational_db', 'nosql', 'cache']);

/** "an on-prem legacy database", "the on-premises payroll file server": a word or two between the site and the part describe the part. */
export function onPremOverWords(text: string, items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = slotOf(items[i]);
    const between = [items[i + 1], items[i + 2]];
    const n = between[0]?.t === 'word' && between[1]?.t === 'word' ? 2 : 1;
    const b = slotOf(items[i + 1 + n]);
    const words = items.slice(i + 1, i + 1 + n);
    const plain = words.every((w) => w.t === 'word' && DESCRIBING.has(w.pos ?? '') && /^[a-z][a-z-]*$/.test(w.text));
    const close = items.slice(i, i + 2 + n).every((x, k, all) => k === 0 || /^[ \t]+$/.test(gap(text, all[k - 1]!, x)));
    if (!a || !b || !plain || !close || !PLACE_ONLY.test(a.matched.trim()) || !sitePlace(a, b)) {
      out.push(items[i]!);
      continue;
    }
    const slot = placeOnPrem(a, b, words.map((w) => (w as { text: string }).text));
    out.push({ t: 'slot', slot, start: slot.start, end: slot.end });
    i += 1 + n;
  }
  return out;
}
