import { CALL_NOUNS, IDENTIFIER_HEADS, OPERATION_VERBS } from '../text/lexicon.js';

/** Last words of a run-together name that make it a part after all ("SendReceiptFunction", "ProcessTasksTopic"). */
const PART_TAILS: ReadonlySet<string> = new Set([...IDENTIFIER_HEADS.filter((h) => h !== 'api'), 'topic', 'table', 'bucket', 'lambda', 'machine', 'pipeline', 'workflow']);

/** "PutRecord", "GetShardIterator": a verb and a noun run together the way an SDK names a call. */
export function isOperationName(word: string): boolean {
  const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])/);
  if (parts.length < 2 || !/^[A-Z][a-z]+$/.test(parts[0]!)) return false;
  return OPERATION_VERBS.has(parts[0]!.toLowerCase()) && !PART_TAILS.has(parts.at(-1)!.toLowerCase());
}

/** A name that is only a call: an operation's name, maybe with a word saying it is a call ("the CreateOrder API"). */
export function namesOnlyACall(words: readonly string[]): boolean {
  return words.some(isOperationName) && words.every((w) => isOperationName(w) || CALL_NOUNS.has(w.toLowerCase()));
}

/** "the CreateOrder API": an everyday word for a call after an operation's name is that call, no part. */
export function dropCallsByName<M extends { start: number; matched: string }>(text: string, mentions: readonly M[]): M[] {
  return mentions.filter((m) => {
    if (!CALL_NOUNS.has(m.matched.trim().toLowerCase())) return true;
    const before = /([A-Za-z0-9]+)[ \t]+$/.exec(text.slice(Math.max(0, m.start - 60), m.start))?.[1];
    return !before || !isOperationName(before);
  });
}
