import { isWord, slotOf, type Item } from '../entities/items.js';
import { isCausative } from '../text/verbs.js';

/**
 * "Puppet manifests harden the hosts": a present-tense verb the verb lists lack, tagged as a verb
 * right after a plural subject and before its object, agrees with that subject and so acts — as
 * its "-s" form does after a singular one ("the agent books a slot"). "The APIs enable the app to
 * upload images" only lets another act: a causative with an infinitive after its object is no such verb.
 */
export function pluralSubjectVerb(items: Item[], i: number, isPlural: (key: string) => boolean): boolean {
  const it = items[i];
  const subject = slotOf(items[i - 1]);
  if (it?.t !== 'word' || it.pos !== 'VERB' || !subject || subject.keys.length === 0 || !subject.keys.every(isPlural)) return false;
  if (/(?:s|ed|ing)$/.test(it.lower)) return false;
  if (isCausative(it.lower) && items.slice(i + 2, i + 6).some((x) => isWord(x, 'to'))) return false;
  const next = items[i + 1];
  return next?.t === 'slot' || isWord(next, 'the', 'a', 'an', 'each', 'every', 'its', 'their', 'all');
}
