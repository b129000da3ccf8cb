/**
 * Where the sentence around a place in raw text starts and ends, for readings that work on the text
 * itself rather than on items: a sentence ends at ". ", "! ", "? ", "; " or a line break, so the dot
 * inside a name ("Node.js", "v1.2") ends nothing.
 */
const BREAK = /[.!?;](?=\s|$)|\n/g;

/** Index where the sentence holding `at` starts (just after the break before it). */
export function sentenceStart(text: string, at: number): number {
  let start = 0;
  for (const m of text.slice(0, at).matchAll(BREAK)) start = m.index + 1;
  return start;
}

/** Index where the sentence holding `at` ends (the break after it, or the text's end). */
export function sentenceEnd(text: string, at: number): number {
  const m = text.slice(at).search(BREAK);
  return m < 0 ? text.length : at + m;
}
