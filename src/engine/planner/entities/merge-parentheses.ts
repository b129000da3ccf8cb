import { HEAD_NOUNS } from '../text/lexicon.js';
import { isVerb } from '../text/verbs.js';
import { gap, isPunct, isWord, slotOf, type Item, type Slot } from './items.js';

/** One mention takes in another said with it: its span, role and attachments. */
export function absorb(into: Slot, other: Slot): void {
  into.start = Math.min(into.start, other.start);
  into.end = Math.max(into.end, other.end);
  into.role ??= other.role;
  into.multiAz ||= other.multiAz;
  into.descriptor &&= other.descriptor;
  into.attached.push(...other.attached);
}

/**
 * "(demo load maker, written in Go)": a note whose comma opens a clause on how the part is made says
 * what the part is before the comma; the clause after it is no name. Any other note is kept whole.
 */
function leadingNote(inner: Item[]): Item[] {
  const comma = inner.findIndex((it) => isPunct(it, ','));
  const after = inner[comma + 1];
  if (comma <= 0 || inner.slice(comma + 1).some((it) => isPunct(it, ','))) return inner;
  const participle = after?.t === 'word' && /[a-z](?:ed|en)$/.test(after.lower) && (after.pos === 'VERB' || isVerb(after.lower));
  return participle ? inner.slice(0, comma) : inner;
}

/** "Kafka (Strimzi)", "Cloud Storage (data lake)", "S3 (training data)": parentheses after a mention qualify it. */
export function mergeParentheses(text: string, items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = slotOf(out.at(-1));
    const open = items[i];
    if (a && isPunct(open, '(')) {
      const close = items.findIndex((it, j) => j > i && isPunct(it, ')'));
      const inner = close > i ? items.slice(i + 1, close) : [];
      // "a hub VNet (firewall, bastion)": a parenthesised list after a network or cluster is what it holds.
      const listed = inner.filter((it) => it.t === 'slot').map((it) => (it as { slot: Slot }).slot);
      const onlyList = inner.every((it) => it.t === 'slot' || isPunct(it, ',') || isWord(it, 'and'));
      if ((a.entry.kind === 'network_misc' || a.entry.kind === 'k8s_cluster') && listed.length > 0 && onlyList && listed.every((b) => b.entry.kind !== a.entry.kind)) {
        for (const b of listed) {
          b.host = a;
          b.companion = true;
        }
        out.push(...inner.filter((it) => it.t === 'slot'));
        i = close;
        continue;
      }
      // "OpenSearch nodes (a fleet of them)": a remark that points back at the thing names nothing new.
      const last = inner.at(-1);
      if (inner.every((it) => it.t === 'word' || it.t === 'num') && last?.t === 'word' && (last.pos === 'PRON' || ['them', 'it', 'those', 'these'].includes(last.lower))) {
        out.at(-1)!.end = items[close]!.end;
        i = close;
        continue;
      }
      if (inner.length === 1 && inner[0]!.t === 'loc' && inner[0]!.loc.type === 'az') {
        a.multiAz = true;
        out.at(-1)!.end = items[close]!.end;
        i = close;
        continue;
      }
      const note = leadingNote(inner);
      // "a Kafka instance (from the Python worker)": a bracket opening on where things come from or go
      // says how the part is reached; the words are read as a flow, not as a note of the label.
      const flowNote = isWord(note[0], 'from', 'to', 'into', 'via', 'through') && note.some((it) => it.t === 'slot');
      if (note.length > 0 && !flowNote && note.length <= 6 && note.every((it) => it.t === 'word' || it.t === 'slot' || it.t === 'num')) {
        const slots = note.filter((it) => it.t === 'slot').map((it) => (it as { slot: Slot }).slot);
        const sameThing = slots.every((b) => b.entry.id === a.entry.id || b.entry.kind === a.entry.kind || b.entry.provider === 'general');
        if (sameThing) {
          a.paren.push(text.slice(note[0]!.start, note.at(-1)!.end));
          for (const b of slots) a.role ??= b.role;
          out.at(-1)!.end = items[close]!.end;
          i = close;
          // "Amazon Simple Storage Service (S3) bucket", "… (RDS) instance": an everyday head noun after the initials heads the name.
          const head = slotOf(items[close + 1]);
          if (inner.length === 1 && slots.length === 1 && slots[0]!.entry.id === a.entry.id && head?.generic && (head.entry.id === a.entry.id || HEAD_NOUNS.has(head.matched.toLowerCase())) && /^[ \t]+$/.test(gap(text, items[close]!, items[close + 1]!))) {
            a.post.push(head.matched);
            absorb(a, head);
            out.at(-1)!.end = head.end;
            i = close + 1;
          }
          continue;
        }
      }
    }
    out.push(open!);
  }
  return out;
}
