/**
 * "an AWS Glue extract, transform, and load (ETL) job", "a server-side rendering (SSR) service": a
 * lower-case phrase spelled out before its initials in brackets, with the phrase's head noun after
 * them, only says what kind of part the noun is. It is read as its initials alone ("an AWS Glue ETL
 * job"), so the spelled-out words and the commas and "and" inside them split the noun phrase no more.
 * The initials must match the words' first letters in order ("and"/"or" may stand between them, a
 * hyphen splits a word), and every word must be lower-case: "Live View Analytics (LVA)" is a name.
 */
export function shortenSpelledModifiers(text: string): string {
  let out = text;
  const found = [...text.matchAll(/\(([A-Z]{2,6})\)(?= [a-z])/g)];
  for (const m of found.reverse()) {
    const start = spelledStart(text.slice(Math.max(0, m.index - 120), m.index), m[1]!);
    if (start === undefined) continue;
    const from = Math.max(0, m.index - 120) + start;
    out = out.slice(0, from) + m[1]! + out.slice(m.index + m[0].length);
  }
  return out;
}

/** Where, in `before`, the lower-case words whose initials spell `letters` begin; undefined when they do not. */
function spelledStart(before: string, letters: string): number | undefined {
  const words = [...before.matchAll(/[A-Za-z]+/g)];
  let k = words.length - 1;
  let at: number | undefined;
  for (let i = letters.length - 1; i >= 0; i--) {
    while (k >= 0 && /^(?:and|or)$/.test(words[k]![0]) && words[k]![0][0] !== letters[i]!.toLowerCase()) k--;
    const w = words[k];
    if (!w || !/^[a-z]+$/.test(w[0]) || w[0][0] !== letters[i]!.toLowerCase()) return undefined;
    // Only spaces, commas and hyphens between the words.
    const next = words[k + 1];
    if (next && k + 1 < words.length && !/^[\s,-]*(?:(?:and|or)[\s,-]*)?$/.test(before.slice(w.index + w[0].length, next.index))) return undefined;
    at = w.index;
    k--;
  }
  if (at === undefined || !/^[\s,-]*$/.test(before.slice(words.at(-1)!.index + words.at(-1)![0].length))) return undefined;
  return at;
}
