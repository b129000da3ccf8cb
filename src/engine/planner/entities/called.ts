import { isPunct, isWord, slotOf, type Item } from './items.js';

/** Parts of speech that start no name: "called by the API" is the verb, "named after the team" too. */
const NOT_NAME_TAGS = new Set(['ADP', 'DET', 'PRON', 'ADV', 'AUX', 'CCONJ', 'SCONJ', 'PART', 'PUNCT']);
const QUOTED = /^\s*["'“‘`]([^"'”’`\n]{1,60})["'”’`]/;

/** The first item at `i` or later that starts at or after `offset`. */
function indexFrom(items: Item[], i: number, offset: number): number {
  while (i < items.length && items[i]!.start < offset) i++;
  return i;
}

/** The name right after "named"/"called" (item `at`), and the index past it; none when what follows is no name. */
export function nameAt(items: Item[], at: number, text: string): { name: string; end: number } | undefined {
  const quoted = QUOTED.exec(text.slice(items[at - 1]!.end));
  if (quoted) return { name: quoted[1]!.trim(), end: indexFrom(items, at, items[at - 1]!.end + quoted[0].length) };
  const first = items[at];
  // "raw-data", "orders_v2": parts joined without a space are one name.
  const joined = (j: number): boolean => j < items.length && /^[-_./]$/.test(text.slice(items[j - 1]!.end, items[j]!.start));
  const nameLike = (it: Item | undefined): boolean => {
    if (!it) return false;
    if (it.t === 'num') return true;
    if (it.t === 'word') return /[A-Z0-9_]/.test(it.text) || (it.pos !== undefined && !NOT_NAME_TAGS.has(it.pos));
    // "a queue called jobs-queue", "a bucket named sensor-archive": a name that holds a service word is still a name.
    const s = slotOf(it);
    return s !== undefined && (s.entry.id.includes('.generic_') || joined(at + 1));
  };
  if (!nameLike(first)) return undefined;
  let end = at + 1;
  // "Order History": capitalised words run on.
  const capital = (j: number): boolean => items[j]!.t === 'word' && /^[A-Z]/.test(text.slice(items[j]!.start)) && /^[A-Z]/.test(text.slice(items[j - 1]!.start));
  while (end < items.length && (joined(end) || capital(end))) end++;
  return { name: text.slice(first!.start, items[end - 1]!.end), end };
}

/** How many words at `i` say that a name follows: "referred to as", "known as", "called", "hereafter". */
export function namingLength(items: Item[], i: number, bracketOrLinked: boolean): number {
  if (isWord(items[i], 'referred') && isWord(items[i + 1], 'to') && isWord(items[i + 2], 'as')) return 3;
  if (isWord(items[i], 'known') && isWord(items[i + 1], 'as')) return 2;
  if (isWord(items[i], 'hereafter') && bracketOrLinked) return isWord(items[i + 1], 'called', 'named') ? 2 : 1;
  return isWord(items[i], 'named', 'called') && (!bracketOrLinked || items[i - 1]?.t === 'word') ? 1 : 0;
}

/**
 * "a DynamoDB table named Orders", "a queue called jobs-queue", "a share (referred to as the Drop)": the
 * name after "named"/"called"/"known as" is the component's own and goes into its label; it is no
 * component of its own.
 */
export function nameCalled(items: Item[], text: string): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    out.push(items[i]!);
    const slot = slotOf(items[i]);
    // "(referred to as Flour Drop)" already read as a note: the note is the name.
    if (slot) slot.paren = slot.paren.map((p) => p.replace(/^(?:referred\s+to\s+as|known\s+as|hereafter(?:\s+called)?|called|named)\s+(?:the\s+)?/i, ''));
    if (!slot || (slot.count ?? 1) > 1 || slot.names) continue;
    // "a share (referred to as Flour Drop)", "a bin known as the Drop": the same, in other words.
    const open = isPunct(items[i + 1], '(') ? 1 : 0;
    const from = i + 1 + open;
    const said = namingLength(items, from, open === 1);
    if (said === 0) continue;
    const at = from + said + (isWord(items[from + said], 'the') ? 1 : 0);
    const found = nameAt(items, at, text);
    if (!found) continue;
    slot.paren.push(found.name);
    i = open && isPunct(items[found.end], ')') ? found.end : found.end - 1;
  }
  return out;
}
