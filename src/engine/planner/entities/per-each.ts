import { singular } from '../text/tokens.js';
import { isHolder } from './named-members.js';
import { isPunct, isWord, slotOf, type Item, type Slot } from './items.js';

/** Parts of speech a role word of a network can be ("hub", "spoke", "tenant"). */
const NOUNS = new Set(['NOUN', 'PROPN']);
const LINKING = new Set(['DET', 'ADP', 'CCONJ', 'SCONJ', 'PRON', 'AUX', 'PART', 'NUM']);

/**
 * The single-word roles after "for each" / "per": "for each hub and each spoke" → hub, spoke; the index
 * of the item after them. Undefined when what follows is not such a list (a component, a phrase).
 */
function rolesAfter(items: Item[], i: number): { roles: string[]; end: number } | undefined {
  if (!isWord(items[i], 'for', 'per')) return undefined;
  const roles: string[] = [];
  let j = i + 1;
  let end = j;
  while (j < items.length) {
    const each = isWord(items[j], 'each', 'every');
    if (each) j++;
    const it = items[j];
    // After "each" a word is a noun whatever else it could be ("each spoke").
    if (it?.t !== 'word' || !(NOUNS.has(it.pos ?? '') || (each && !LINKING.has(it.pos ?? '')))) break;
    // One word per role: a noun right after it makes a phrase ("each spoke network"), not a list.
    if (items[j + 1]?.t === 'word' && NOUNS.has((items[j + 1] as { pos?: string }).pos ?? '')) return undefined;
    roles.push(singular(it.lower));
    end = j + 1;
    j = end + (isPunct(items[end], ',') ? 1 : 0);
    if (!isWord(items[j], 'and') && j === end) break;
    if (isWord(items[j], 'and')) j++;
  }
  return roles.length >= 2 && new Set(roles).size === roles.length ? { roles, end } : undefined;
}

/**
 * "one VPC for each hub and each spoke": a network set up once per role is one network per role, each
 * called by its role ("Hub VPC", "Spoke VPC"), joined as a list the reader reads.
 */
export function networksPerRole(items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const slot = slotOf(items[i]);
    const found = slot && isHolder(slot) && slot.paren.length === 0 ? rolesAfter(items, i + 1) : undefined;
    if (!slot || !found) {
      out.push(items[i]!);
      continue;
    }
    const at = items[i]!;
    const head = slot.matched.split(/\s+/);
    const last = head.at(-1)!;
    const matched = [...head.slice(0, -1), singular(last) === last.toLowerCase() ? last : singular(last)].join(' ');
    found.roles.forEach((role, k) => {
      if (k > 0) out.push({ t: 'word', text: 'and', lower: 'and', start: at.end, end: at.end, pos: 'CCONJ' });
      const member: Slot = { ...slot, matched, count: 1, pre: [...slot.pre, role], paren: [], keys: [], attached: [] };
      out.push({ t: 'slot', slot: member, start: at.start, end: at.end });
    });
    i = found.end - 1;
  }
  return out;
}
