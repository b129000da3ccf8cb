import { isWord, type Item } from '../entities/items.js';
import { STEP_ADVERBS } from '../text/lexicon.js';

/**
 * The topic of the sentence before: who its main clause said acts, kept apart from the parts a
 * relative or participle clause at its end named ("The hub starts a job that copies files. It then …").
 */
export interface Topic {
  /** The main clause's doers. */
  subjects: string[];
  /** The main clause's verb, as its base. */
  verb: string;
  /** The sentence ended in a clause about something other than its main doers. */
  aside: boolean;
  /** That aside was a passive ("… a rollout run by C"): its agent only helped the main doer. */
  passive: boolean;
}

export const NO_TOPIC: Topic = { subjects: [], verb: '', aside: false, passive: false };

/** "It then …", "Next, it …", "Finally it …": the pronoun at `i` goes on with a run of steps. */
export function stepPronoun(items: Item[], i: number): boolean {
  const after = items.slice(i + 1, i + 3).findIndex((it) => it.t === 'word' && STEP_ADVERBS.has(it.lower));
  if (after >= 0 && items.slice(i + 1, i + 1 + after).every((it) => it.t === 'word' && it.pos === 'AUX')) return true;
  return items.slice(0, i).some((it) => it.t === 'word' && STEP_ADVERBS.has(it.lower)) && items.slice(0, i).every((it) => isWord(it) || it.t === 'punct');
}

/** Who a subjectless step opening the next sentence goes on with: the topic, when the last sentence ended in an aside. */
export function topicDoers(topic: Topic, lastSubjects: string[]): string[] {
  if (!topic.aside || topic.subjects.length === 0) return [];
  return lastSubjects.every((k) => topic.subjects.includes(k)) ? [] : [...topic.subjects];
}
