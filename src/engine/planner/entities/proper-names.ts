import { resolveService } from '../../catalog/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import { COMMON_WORDS } from '../text/common-words.js';
import { PART_NOUNS, VENDOR_WORDS } from '../text/lexicon.js';
import type { Tagged } from '../text/nlp.js';
import { isVerb } from '../text/verbs.js';
import { entryForName } from './named-mentions.js';
import type { RawMention } from './raw-mentions.js';
import { saysOnlyEntryWords } from './entry-words.js';

const COMMON = new Set(COMMON_WORDS);
const NAME_WORD = /^[ \t]([A-Z][a-z][A-Za-z0-9]*|[a-z]+[A-Z][A-Za-z0-9]*|[B-HJ-Z])(?![-\w])/;
/** A one-letter edition after a product name ("Apigee X"): the same product, its name kept whole. */
const EDITION = /^[A-Z]$/;

/** A word that continues a product's name: written as a name, read as one, and no everyday or grammar word. */
function continuesName(word: string, tag: Tagged | undefined): boolean {
  if (EDITION.test(word)) return true;
  const lower = word.toLowerCase();
  if (COMMON.has(lower) || COMMON.has(lower.replace(/s$/, '')) || VENDOR_WORDS.has(lower) || PART_NOUNS.has(lower) || isVerb(lower)) return false;
  return tag !== undefined && ['PROPN', 'X'].includes(tag.pos);
}

/**
 * "Apache NiFi", "MongoDB Atlas": a capitalised name word right after a catalog name makes a longer
 * name of another product. When the catalog knows the longer name it is that service; when it does
 * not, the text's whole name is kept, drawn with the generic shape its words imply.
 */
export function extendOverProperNames(text: string, mentions: readonly RawMention[], tags: readonly Tagged[], provider: Provider): RawMention[] {
  return dropSpelledOutAcronyms(text, mentions.map((m, i) => {
    if (!/^[A-Z]/.test(m.matched) || m.entry.category === 'client' || spelledOutAfter(text, m.end)) return m;
    let end = m.end;
    for (let n = 0; n < 2; n++) {
      const next = NAME_WORD.exec(text.slice(end, end + 40));
      if (!next) break;
      const start = end + 1;
      const wordEnd = start + next[1]!.length;
      if (mentions[i + 1] && mentions[i + 1]!.start < wordEnd) break;
      if (!continuesName(next[1]!, tags.find((t) => t.start === start))) break;
      end = wordEnd;
    }
    if (end === m.end) return m;
    const matched = text.slice(m.start, end);
    if (EDITION.test(text.slice(end - 1, end)) && /\s/.test(text.charAt(end - 2))) return { ...m, end, matched };
    const known = resolveService(matched, provider);
    // "Azure API management Gateway": words of the service's own names continue that name, not another product's.
    if (!known && saysOnlyEntryWords(text.slice(m.end, end), m.entry)) return { ...m, end, matched };
    return { ...m, end, matched, entry: known && known.id !== m.entry.id ? known : entryForName(matched) };
  }));
}

/** Capitalised words, then the acronym of their initials in brackets: "Optical Character Recognition (OCR)". */
const SPELLED_OUT = /^((?:[ \t]+[A-Z][A-Za-z]*){2,6})[ \t]*\(([A-Z]{2,6})s?\)/;

function initials(words: string): string {
  return words.trim().split(/\s+/).map((w) => w[0]!).join('').toUpperCase();
}

/** The words right after a position spell out what the acronym after them in brackets stands for. */
function spelledOutAfter(text: string, at: number): { start: number; end: number } | undefined {
  const m = SPELLED_OUT.exec(text.slice(at, at + 120));
  if (!m || initials(m[1]!) !== m[2]) return undefined;
  const open = at + m[0].lastIndexOf('(');
  return { start: open + 1, end: open + 1 + m[2]!.length };
}

/**
 * "Cloud Vision Optical Character Recognition (OCR)": after a product's name, words spelled out with their
 * acronym in brackets say what the product does there. They are no longer name of it, and the acronym
 * names no component of its own.
 */
function dropSpelledOutAcronyms(text: string, mentions: readonly RawMention[]): RawMention[] {
  const spelled = mentions.map((m) => spelledOutAfter(text, m.end)).filter((s) => s !== undefined);
  return mentions.filter((m) => !spelled.some((s) => s.start === m.start && s.end === m.end));
}
