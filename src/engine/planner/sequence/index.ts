import type { Provider } from '../../../shared/contract/values.js';
import { labelFor } from '../build/labels.js';
import { readEntities, type Item } from '../entities/index.js';
import type { Plan, PlanEdge, PlanNode } from '../plan/schema.js';
import { sentences } from '../relations/segments.js';
import { AUXILIARIES, DETERMINERS, PREPOSITIONS, RELATIVES } from '../text/lexicon.js';
import { capitalize } from '../text/tokens.js';
import { isVerb } from '../text/verbs.js';
import { sequenceTemplate } from './templates.js';

const REPLY = /^(return|returns|returned|respond|responds|reply|replies|answer|answers|send back|sends back)\b/i;

interface Message {
  from: string;
  to: string;
  label: string;
  reply: boolean;
}

/** Clauses of a sentence: split at commas, "then", and "and" followed by a verb. */
function clauses(items: Item[]): Item[][] {
  const out: Item[][] = [[]];
  items.forEach((it, i) => {
    const next = items[i + 1];
    const split = (it.t === 'punct' && it.text === ',') || (it.t === 'word' && it.lower === 'then') ||
      (it.t === 'word' && it.lower === 'and' && next?.t === 'word' && isVerb(next.lower));
    if (split) out.push([]);
    else out.at(-1)!.push(it);
  });
  return out.filter((c) => c.length > 0);
}

function messageLabel(words: string[]): string {
  const w = [...words];
  while (w.length > 0 && (PREPOSITIONS.has(w.at(-1)!.toLowerCase()) || DETERMINERS.has(w.at(-1)!.toLowerCase()))) w.pop();
  return capitalize(w.filter((x) => !AUXILIARIES.has(x.toLowerCase())).join(' ')).slice(0, 60);
}

/** The words of a verb phrase; a person or thing named in it ("checks the user") is part of it. */
function phraseWords(items: Item[]): string[] {
  return items.flatMap((it) => (it.t === 'word' ? [it.text] : it.t === 'slot' ? [it.slot.matched] : []));
}

/** "calls API Gateway with the JWT": what the message carries, after its target. */
function trailingPhrase(items: Item[]): string[] {
  const first = items[0];
  if (first?.t !== 'word' || !CARRIES.has(first.lower)) return [];
  return phraseWords(items).filter((w) => !DETERMINERS.has(w.toLowerCase()));
}

const CARRIES = new Set(['with', 'using', 'via']);

/** Messages in reading order: subject → first component after the verb, labelled with the verb phrase. */
function readMessages(items: Item[]): Message[] {
  const messages: Message[] = [];
  let subject: string | undefined;
  let lastObject: string | undefined;
  for (const sentence of sentences(items)) {
    for (const clause of clauses(sentence)) {
      // English puts the verb right after the subject: that word is the verb even when the lexicon lacks it.
      const firstSlot = clause.findIndex((it) => it.t === 'slot');
      const afterSubject = clause[firstSlot + 1];
      const bySyntax = firstSlot >= 0 && afterSubject?.t === 'word' && !PREPOSITIONS.has(afterSubject.lower) && !DETERMINERS.has(afterSubject.lower) && !RELATIVES.has(afterSubject.lower) && !AUXILIARIES.has(afterSubject.lower) ? firstSlot + 1 : -1;
      const verbAt = bySyntax >= 0 ? bySyntax : clause.findIndex((it) => it.t === 'word' && isVerb(it.lower) && !AUXILIARIES.has(it.lower));
      if (verbAt < 0) continue;
      const before = clause.slice(0, verbAt).filter((it) => it.t === 'slot');
      const relative = clause.slice(0, verbAt).some((it) => it.t === 'word' && RELATIVES.has(it.lower));
      if (relative && lastObject) subject = lastObject;
      else if (before.length > 0 && before[0]!.t === 'slot') subject = before[0]!.slot.keys[0];
      const after = clause.slice(verbAt);
      let targetAt = after.findIndex((it) => it.t === 'slot');
      // "checks the user in the database": a person named as the object is data; the component after the preposition is the target.
      const later = after.findIndex((it, k) => k > targetAt && it.t === 'slot' && after[k - 1]?.t === 'word' && PREPOSITIONS.has((after[k - 1] as { lower: string }).lower) || (k > targetAt && it.t === 'slot' && after[k - 2]?.t === 'word' && PREPOSITIONS.has((after[k - 2] as { lower: string }).lower)));
      if (targetAt >= 0 && (after[targetAt] as { slot: { entry: { category: string } } }).slot.entry.category === 'client' && later > targetAt) targetAt = later;
      const words = phraseWords(targetAt < 0 ? after : after.slice(0, targetAt));
      const label = messageLabel([...words, ...trailingPhrase(targetAt < 0 ? [] : after.slice(targetAt + 1))]);
      const reply = REPLY.test(words.join(' '));
      let target = targetAt >= 0 ? (after[targetAt] as { slot: { keys: string[] } }).slot.keys[0] : undefined;
      if (!target && reply && subject) target = messages.findLast((m) => m.to === subject && !m.reply)?.from;
      if (subject && target && subject !== target) {
        messages.push({ from: subject, to: target, label, reply });
        lastObject = target;
      }
    }
  }
  return messages;
}

/**
 * A sequence diagram: participants left to right in the order the prompt names them (lifelines,
 * `props.order`), messages top to bottom (`props.order` on edges), replies dashed. A prompt that
 * names a flow but no messages ("OAuth login sequence") gets that flow's standard exchange.
 */
export function planSequence(text: string, provider: Provider): Plan {
  const { items, entities } = readEntities(text, provider);
  const live = entities.filter((e) => !e.descriptor);
  const messages = readMessages(items);
  if (messages.length === 0) return sequenceTemplate(text, provider);
  const used = live.filter((e) => messages.some((m) => m.from === e.key || m.to === e.key));
  const ids = new Map<string, string>();
  const nodes: PlanNode[] = used.map((e, i) => {
    const id = `p${i + 1}`;
    ids.set(e.key, id);
    return { id, service: null, shape: 'lifeline' as const, label: labelFor(e).replace(/\s*\(.*\)$/, ''), props: { order: i + 1 } };
  });
  const edges: PlanEdge[] = messages.map((m, i) => ({
    from: ids.get(m.from)!, to: ids.get(m.to)!, label: m.label, props: { order: i + 1, ...(m.reply ? { reply: true, async: true } : {}) },
  }));
  const title = /^([^:]{3,60}):/.exec(text)?.[1]?.replace(/\bsequence( diagram)?\b/i, '').trim();
  return { title: capitalize(title && title.length > 2 ? title : 'Sequence diagram'), diagram_type: 'sequence', nodes, groups: [], edges };
}

