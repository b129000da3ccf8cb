/** A replacement of the source range [start, end) by `text` (start === end inserts). */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/**
 * Applies non-overlapping edits to `src` in one pass. Everything outside the edited ranges keeps
 * its exact bytes — the whole point of patching instead of regenerating.
 */
export function applyEdits(src: string, edits: readonly TextEdit[]): string {
  if (edits.length === 0) return src;
  // Stable by start; an insertion at an offset goes before a replacement starting there.
  const sorted = [...edits].sort((a, b) => a.start - b.start || (a.end - a.start) - (b.end - b.start));
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) {
      throw new Error(`internal: overlapping edits at ${edit.start} (previous edit ends at ${at})`);
    }
    out += src.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + src.slice(at);
}

/**
 * The range to delete to remove [start, end) together with its own line: when the element sits
 * alone on its line (only indentation before it), the indentation and line break go too.
 */
export function lineRange(src: string, start: number, end: number): { start: number; end: number } {
  let s = start;
  while (s > 0 && (src[s - 1] === ' ' || src[s - 1] === '\t')) s--;
  const atLineStart = s === 0 || src[s - 1] === '\n';
  if (!atLineStart) return { start, end };
  let e = end;
  while (e < src.length && (src[e] === ' ' || src[e] === '\t')) e++;
  if (src[e] === '\r') e++;
  if (src[e] === '\n') return { start: s, end: e + 1 };
  return { start, end };
}
