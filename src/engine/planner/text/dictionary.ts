import dictionary from 'dictionary-en';
import nspell from 'nspell';
import { verbBases } from './verbs.js';

/**
 * English as a spelling dictionary knows it (Hunspell en_US from the `dictionary-en` package, read
 * with `nspell`): a word it accepts is a real word, never a typo to "correct" ("banking" is not
 * "backing"), and counts as English when the language of a prompt is judged. The checker is built on
 * first use (about half a second, once per process).
 */
let speller: ReturnType<typeof nspell> | undefined;

function checker(): ReturnType<typeof nspell> {
  if (!speller) {
    const text = new TextDecoder();
    speller = nspell({ aff: text.decode(dictionary.aff), dic: text.decode(dictionary.dic) });
  }
  return speller;
}

/** True when the dictionary holds the word (tried in lower case). */
export function isDictionaryWord(word: string): boolean {
  return checker().correct(word.toLowerCase());
}

/**
 * A word the dictionary knows neither as a word nor as a name (it holds "London", "Monday", "Alice"):
 * a coinage, such as a product's name ("Zorblex").
 */
export function isCoinedWord(word: string): boolean {
  return !checker().correct(word.toLowerCase()) && !checker().correct(word);
}

const PREFIXES = ['re', 'de', 'un', 'pre', 'non', 'auto', 'sub', 'multi', 'over', 'under', 'co', 'mis', 'post', 'inter'];
/** Endings that make a new word of a dictionary word; inflections ("-s", "-ed", "-ing") come from `verbBases`. */
const DERIVING = ['er', 'ers', 'able', 'ly'];

/** A dictionary word of `min` letters or more (shorter pieces match too much by chance: "trig" + "ers"). */
function isStem(word: string, min = 5): boolean {
  return word.length >= min && isDictionaryWord(word);
}

/**
 * True when the word is built from dictionary words the dictionary does not list whole: a prefix
 * ("reindex", "deregister"), an ending ("renderer", "kerning") or two words run together
 * ("frontline", "autosave"). Such a word is what the writer meant, not a typo.
 */
export function isDerivedWord(word: string): boolean {
  const w = word.toLowerCase();
  if (PREFIXES.some((p) => w.startsWith(p) && isStem(w.slice(p.length)))) return true;
  if (verbBases(w).slice(1).some((b) => isStem(b)) || DERIVING.some((end) => w.endsWith(end) && isStem(w.slice(0, -end.length)))) return true;
  for (let i = 4; i <= w.length - 4; i++) if (isStem(w.slice(0, i), 4) && isStem(w.slice(i), 4)) return true;
  return false;
}
