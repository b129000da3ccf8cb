import { isEnglishWord } from '../text/spelling.js';
import { tagText } from '../text/nlp.js';

/**
 * Whether a prompt is written in a language other than English: most of its plain words (not
 * service names, not capitalised names) are neither English words nor names the catalog knows, and
 * the English model finds almost none of its function words (determiners, prepositions,
 * conjunctions). Short lists of service names ("ALB, EC2, RDS") are English enough.
 */
/** `text` is the normalised prompt (spelling already corrected). */
export function isForeign(text: string): boolean {
  const words = text.match(/[\p{L}][\p{L}']*/gu) ?? [];
  const plain = words.filter((w) => w === w.toLowerCase());
  // Hyphenated words count by their parts ("real-time" is two English words). A short noun phrase
  // ("real-time collaborative whiteboard") is too little to judge by a vocabulary: it is read as English.
  if (plain.length < 6) return false;
  // The text was spelling-corrected before ("gatway" → "gateway"): what is left unknown is not English.
  const unknown = plain.filter((w) => !isEnglishWord(w)).length;
  const tags = tagText(text);
  const functionWords = tags.filter((t) => ['DET', 'ADP', 'CCONJ', 'SCONJ', 'AUX', 'PART'].includes(t.pos) && isEnglishWord(text.slice(t.start, t.end).toLowerCase())).length;
  return unknown / plain.length > 0.4 && functionWords / Math.max(1, words.length) < 0.12;
}
