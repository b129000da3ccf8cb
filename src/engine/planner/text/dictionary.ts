import dictionary from 'dictionary-en';
import nspell from 'nspell';

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
