import { ACTOR_NOUNS } from '../../catalog/actors.js';
import { WORKING_PART_HEADS } from './lexicon.js';
import { isVerb } from './verbs.js';

const PEOPLE = new Set<string>(Object.values(ACTOR_NOUNS).flat());

/** The verbs a noun in -er/-or may be made from: "emitter" → emit, "summarizer" → summarize, "ingestor" → ingest. */
function stemsOf(noun: string): string[] {
  const m = /^([a-z]{3,}?)(?:er|or)$/.exec(noun);
  if (!m) return [];
  const base = m[1]!;
  const undoubled = /([b-df-hj-np-tv-z])\1$/.test(base) ? [base.slice(0, -1)] : [];
  return [base, `${base}e`, ...undoubled];
}

/**
 * A noun for a working part of a system: one the lexicon lists ("collector", "poller"), or one made
 * from a verb the planner reads by adding -er/-or ("the summarizer", "an emitter"), unless the
 * word names people ("user", "buyer").
 */
export function isWorkingPartHead(word: string): boolean {
  const w = word.toLowerCase();
  if (WORKING_PART_HEADS.has(w)) return true;
  return !PEOPLE.has(w) && stemsOf(w).some((s) => isVerb(s));
}
