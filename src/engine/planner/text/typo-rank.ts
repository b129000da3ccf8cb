/**
 * Which of several words within reach a typo most likely stands for. People slip in a few common
 * ways: two letters swapped ("bukcet"), one letter left out ("funtion"); they seldom get the first
 * letter wrong. A name or kind word the planner knows beats an everyday word.
 */
export interface Rank {
  /** Edits between the typo and the word. */
  distance: number;
  /** 1 when the first letters differ. */
  firstLetter: number;
  /** 0 two letters swapped, 1 one letter left out, 2 any other slip. */
  slip: number;
  /** 0 a name or kind word, 1 an everyday word. */
  source: number;
}

function sameLetters(a: string, b: string): boolean {
  return [...a].sort().join('') === [...b].sort().join('');
}

export function rankOf(typo: string, word: string, distance: number, name: boolean): Rank {
  let slip = 2;
  if (distance === 1 && typo.length === word.length && sameLetters(typo, word)) slip = 0;
  else if (distance === 1 && word.length === typo.length + 1) slip = 1;
  return { distance, firstLetter: typo[0] === word[0] ? 0 : 1, slip, source: name ? 0 : 1 };
}

/** Negative when `a` is the likelier reading, 0 when the two cannot be told apart. */
export function compareRanks(a: Rank, b: Rank): number {
  return a.distance - b.distance || a.firstLetter - b.firstLetter || a.slip - b.slip || a.source - b.source;
}
