import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** One word of the prompt as the English model reads it: where it is, its part of speech and lemma. */
export interface Tagged {
  start: number;
  end: number;
  /** Universal POS tag: NOUN, PROPN, VERB, ADJ, ADV, AUX, ADP, SCONJ, DET, PRON... */
  pos: string;
  lemma: string;
}

let nlp: WinkMethods | undefined;

/** The model is read once, on first use (about 0.2 s), and shared by every prompt after. */
function reader(): WinkMethods {
  nlp ??= winkNLP(model);
  return nlp;
}

let lexicon: { isOOV: (text: string) => boolean } | undefined;

/** True when the English model's own lexicon holds the word ("audio", "verdicts"): it is no typo. */
export function inLexicon(word: string): boolean {
  lexicon ??= reader().readDoc('');
  return !lexicon.isOOV(word.toLowerCase());
}

/**
 * Parts of speech and lemmas of a text (wink-nlp with its English web model), with character
 * offsets found by walking the text, so they line up with the planner's own tokens.
 */
let last: { text: string; tags: Tagged[] } | undefined;

export function tagText(text: string): Tagged[] {
  // The language check and the reading tag the same prompt: the last answer is kept.
  if (last?.text === text) return last.tags;
  const tags = tagFresh(text);
  last = { text, tags };
  return tags;
}

function tagFresh(text: string): Tagged[] {
  const n = reader();
  const tokens = n.readDoc(text).tokens();
  const values = tokens.out(n.its.value) as string[];
  const pos = tokens.out(n.its.pos) as string[];
  // The typings of its.lemma ask for the model's add-ons; the call itself is the documented one.
  const lemmas = tokens.out(n.its.lemma as typeof n.its.value) as string[];
  const out: Tagged[] = [];
  let at = 0;
  values.forEach((v, i) => {
    const start = text.indexOf(v, at);
    if (start < 0) return;
    at = start + v.length;
    out.push({ start, end: at, pos: pos[i]!, lemma: lemmas[i]! });
  });
  return out;
}

/** Looks up the tag of the word that starts at a character offset. */
export class Tags {
  private readonly byStart = new Map<number, Tagged>();
  readonly all: readonly Tagged[];

  constructor(text: string) {
    this.all = tagText(text);
    for (const t of this.all) this.byStart.set(t.start, t);
  }

  at(start: number): Tagged | undefined {
    return this.byStart.get(start);
  }

  /** True when the model reads the word at this offset as a verb, adverb or subordinating word. */
  isClauseWord(start: number): boolean {
    const pos = this.at(start)?.pos;
    return pos === 'VERB' || pos === 'ADV' || pos === 'AUX' || pos === 'SCONJ' || pos === 'PART' || pos === 'PRON';
  }
}
