import { singular } from '../text/tokens.js';
import { isPunct, isWord, slotOf, type Item, type Slot } from './items.js';

/** Boxes drawn even with nothing placed in them: private networks and namespaces. */
export function isHolder(slot: Pick<Slot, 'entry'>): boolean {
  return ['aws.vpc', 'azure.vnet', 'gcp.vpc', 'oci.vcn', 'kubernetes.namespace'].includes(slot.entry.id);
}

/** Parts of speech that never name a thing on their own. */
const LINKING = new Set(['DET', 'ADP', 'CCONJ', 'SCONJ', 'PRON', 'AUX', 'PART']);

/**
 * The names after a counted box, set off by a comma, colon or bracket: "two namespaces, dev and prod",
 * "three VPCs (shared, prod, dev)". Returns the names and the index of the item that closes them.
 */
function namesAfter(items: Item[], i: number, count: number): { names: string[]; end: number } | undefined {
  const slot = slotOf(items[i])!;
  // "two VPCs (prod and dev)": the names were read as the box's bracket.
  const bracket = slot.paren.length === 1 ? slot.paren[0]!.split(/\s*,\s*|\s+and\s+/).filter(Boolean) : [];
  if (bracket.length >= 2 && bracket.every((w) => /^[A-Za-z][\w-]*$/.test(w))) return { names: bracket, end: i + 1 };
  if (!isPunct(items[i + 1], ',', ':', '(') || slot.paren.length > 0) return undefined;
  const isName = (it: Item | undefined): it is Item & { t: 'word' } => it?.t === 'word' && !LINKING.has(it.pos ?? '');
  const names: string[] = [];
  let j = i + 2;
  for (; j < items.length; j++) {
    const it = items[j]!;
    // As many names as boxes, then a comma: the list is complete.
    if (isPunct(it, ',') && names.length === count) break;
    // One word per name: two in a row ("shared services") is prose, not a list of names.
    if (isName(it) && isName(items[j - 1])) return undefined;
    if (isName(it)) names.push(it.text);
    else if (isWord(it, 'and')) continue;
    // A comma goes on with the list only when another name (or "and") follows it.
    else if (!(isPunct(it, ',') && (isName(items[j + 1]) || isWord(items[j + 1], 'and')))) break;
  }
  // The list ends the phrase: a bracket, a comma, a clause mark or the end of the text.
  if (j < items.length && !isPunct(items[j], ')', ',', ';', '.', ':')) return undefined;
  return { names, end: j };
}

/**
 * "Two clusters, blue and green": a counted box followed by as many names is that many boxes, each
 * called by its name ("Blue cluster", "Green cluster"), joined as a list the reader reads.
 */
export function nameMembers(items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const slot = slotOf(items[i]);
    const count = slot?.count ?? 1;
    const found = slot && count >= 2 && isHolder(slot) ? namesAfter(items, i, count) : undefined;
    if (!slot || !found || found.names.length !== count) {
      out.push(items[i]!);
      continue;
    }
    const at = items[i]!;
    const head = slot.matched.split(/\s+/);
    const matched = [...head.slice(0, -1), singular(head.at(-1)!)].join(' ');
    found.names.forEach((name, k) => {
      if (k > 0) out.push({ t: 'word', text: 'and', lower: 'and', start: at.end, end: at.end, pos: 'CCONJ' });
      const member: Slot = { ...slot, matched, count: 1, pre: [...slot.pre, name], paren: [], keys: [], attached: [] };
      out.push({ t: 'slot', slot: member, start: at.start, end: at.end });
    });
    // A closing bracket goes with the names; a comma or clause mark stays for the reader.
    if (found.end > i + 1) i = isPunct(items[found.end], ')') ? found.end : found.end - 1;
  }
  return out;
}
