import { isPunct, isWord, type Item } from '../entities/items.js';
import type { EntityGraph } from './graph.js';

/** Who reaches the listed members, and the plural heading drawn for them that they replace. */
export interface MembersLead { lead: string[]; heading: string[] }

/**
 * A sentence ending in a colon whose verb reached only a plural heading ("the handler services",
 * "two consumers"): its subjects lead the members the next sentence lists. Null when it is no such sentence.
 */
export function membersLead(sentence: Item[], subjects: string[], targets: string[], graph: EntityGraph): MembersLead | null {
  // "A triggers the handler services to process the order:": the heading is the object before the purpose.
  const to = sentence.findIndex((it, i) => isWord(it, 'to') && sentence[i + 1]?.t === 'word' && (sentence[i + 1] as { pos?: string }).pos === 'VERB' && sentence[i - 1]?.t === 'slot');
  if (to > 0 && !sentence.slice(to).some((it) => it.t === 'slot')) {
    const verbAt = sentence.findIndex((it) => it.t === 'word' && it.pos === 'VERB');
    const doers = sentence.slice(0, Math.max(verbAt, 0)).flatMap((it) => (it.t === 'slot' ? it.slot.keys : []));
    return doers.length > 0 && verbAt < to ? membersLead(sentence.slice(0, to), doers, targets.filter((k) => !subjects.includes(k)), graph) : null;
  }
  const last = sentence.at(-1);
  const verb = sentence.some((it) => it.t === 'word' && it.pos === 'VERB');
  // "feeds three processors:": a plural noun that named no part heads the list as well.
  if (last?.t === 'word' && last.pos === 'NOUN' && /[^s]s$/.test(last.lower) && targets.length === 0 && subjects.length > 0 && verb) return { lead: [...subjects], heading: [] };
  if (subjects.length === 0 || last?.t !== 'slot') return null;
  const keys = last.slot.keys;
  const plural = (k: string): boolean => ((e) => e !== undefined && e.count <= 1 && /[^s]s$/i.test(e.matched.trim()))(graph.get(k));
  const heading = last.slot.descriptor || (keys.length > 0 && keys.every(plural));
  if (!heading || !targets.every((k) => keys.includes(k)) || subjects.some((k) => keys.includes(k))) return null;
  return verb ? { lead: [...subjects], heading: last.slot.descriptor ? [] : [...keys] } : null;
}

/**
 * "… : Billing Service, Shipping Service and Audit Service.": a sentence made only of names, commas and
 * "and"/"or" lists the heading's members; each is reached by the lead, the way the heading was.
 */
export function listedMembers({ lead, heading }: MembersLead, sentence: Item[], graph: EntityGraph): void {
  const names = sentence.filter((it) => it.t === 'slot');
  const plain = sentence.every((it) => it.t === 'slot' || isPunct(it, ',') || isWord(it, 'and', 'or', 'a', 'an', 'the'));
  if (!plain || names.length < 2) return;
  // "the handler services" drawn as a part of its own: the members named now are what it stood for.
  const members = names.flatMap((it) => it.slot.keys).filter((k) => !heading.includes(k) && !lead.includes(k));
  for (const h of heading) if (members.length > 1 && !graph.get(h).descriptor) graph.spreadOver(h, members);
  for (const it of names) for (const k of it.slot.keys) for (const l of lead) {
    if (l === k) continue;
    graph.remove(k, l);
    if (!graph.has(l, k)) graph.relate(l, k, 'flow', 'prompt');
  }
}
