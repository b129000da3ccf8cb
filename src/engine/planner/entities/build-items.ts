import type { Provider } from '../../../shared/contract/values.js';
import { tokenize } from '../text/tokens.js';
import type { Item, Slot } from './items.js';
import { findLocations, type LocationSpan } from './locations.js';
import type { Tagged } from '../text/nlp.js';
import { isGenericTerm, rawMentions, type RawMention } from './raw-mentions.js';

function newSlot(m: RawMention): Slot {
  const lower = m.matched.toLowerCase();
  return {
    entry: m.entry,
    matched: m.matched,
    start: m.start,
    end: m.end,
    pre: [],
    post: [],
    paren: [],
    isNew: false,
    own: false,
    multiAz: /multi[\s-]?az/.test(lower),
    zones: [],
    descriptor: m.descriptor === true,
    generic: m.entry.provider === 'general' ? isGenericTerm(m.matched) : isGenericTerm(m.matched) && !/[A-Z]{2}/.test(m.matched),
    attached: [],
    keys: [],
    ...(roleOf(lower) ? { role: roleOf(lower)! } : {}),
  };
}

/** A role the words themselves name ("DLQ", "RDS primary", "geo secondary"). */
export function roleOf(lower: string): string | undefined {
  if (/\bdlq\b|dead[\s-]?letter/.test(lower)) return 'dlq';
  if (/\bread[\s-]?replicas?\b/.test(lower)) return 'read_replica';
  if (/\bprimary\b|\bwriter\b/.test(lower)) return 'primary';
  if (/\bstandby\b/.test(lower)) return 'standby';
  if (/\bsecondary\b/.test(lower)) return 'secondary';
  if (/\breplicas?\b/.test(lower)) return 'replica';
  return undefined;
}

/**
 * The prompt as a stream of words, numbers, punctuation, service mentions (slots) and place
 * phrases. Mentions win over place phrases they overlap ("RDS Multi-AZ" is a database).
 */
/** The hyphen or underscore that joins the word at `start` to the one before it ("all-logs"), if any. */
function joinerAt(text: string, start: number): { joiner?: string } {
  return start > 1 && /[-_]/.test(text[start - 1]!) && /[a-z0-9]/.test(text[start - 2]!) ? { joiner: text[start - 1]! } : {};
}

export function buildItems(text: string, provider: Provider, tags: readonly Tagged[] = []): Item[] {
  const places = findLocations(text);
  // A name that only qualifies a place ("the db subnet", "a web subnet") is part of the place, not a component;
  // so is a whole tier something sits in ("the VMs in the web tier").
  // So is the name of an account or project ("the reporting project").
  const tier = (l: LocationSpan): boolean => (l.loc.type === 'subnet' && /\btier$/i.test(l.loc.name ?? '')) || l.loc.type === 'account';
  const inPlace = (m: RawMention): boolean => places.some((l) => l.start <= m.start && m.end <= l.end && (l.end - l.start > m.end - m.start || tier(l)));
  const mentions = rawMentions(text, provider, tags).filter((m) => !inPlace(m));
  const locations = places.filter((l) => mentions.every((m) => m.end <= l.start || m.start >= l.end));
  const items: Item[] = [];
  let mi = 0;
  let li = 0;
  for (const tok of tokenize(text)) {
    while (mi < mentions.length && mentions[mi]!.end <= tok.start) mi++;
    while (li < locations.length && locations[li]!.end <= tok.start) li++;
    const m = mentions[mi];
    if (m && tok.start >= m.start && tok.end <= m.end) {
      const last = items.at(-1);
      if (!(last?.t === 'slot' && last.start === m.start)) items.push({ t: 'slot', slot: newSlot(m), start: m.start, end: m.end, ...joinerAt(text, m.start) });
      continue;
    }
    const l = locations[li];
    if (l && tok.start >= l.start && tok.end <= l.end) {
      const last = items.at(-1);
      if (!(last?.t === 'loc' && last.start === l.start)) items.push({ t: 'loc', loc: l.loc, start: l.start, end: l.end });
      continue;
    }
    if (tok.kind === 'num') items.push({ t: 'num', value: Number(tok.text), start: tok.start, end: tok.end });
    else if (tok.kind === 'punct') items.push({ t: 'punct', text: tok.text, start: tok.start, end: tok.end });
    else {
      items.push({ t: 'word', text: tok.text, lower: tok.lower, start: tok.start, end: tok.end, ...joinerAt(text, tok.start) });
    }
  }
  return items;
}
