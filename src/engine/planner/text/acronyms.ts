/**
 * "the Live View Analytics (LVA) module … the LVA module": once a text spells a name out with its
 * initials in brackets, the initials alone later name the same thing. Each later use is written out
 * in full, so both mentions read as one component. Only capitalised words whose initials match
 * letter for letter define an abbreviation ("Real-Time Streaming Protocol (RTSP)" counts its hyphen).
 */
export function spellOutAbbreviations(text: string): string {
  const defined = new Map<string, { name: string; end: number }>();
  for (const m of text.matchAll(/\(([A-Z]{2,6})\)/g)) {
    const letters = m[1]!;
    if (defined.has(letters)) continue;
    const before = text.slice(Math.max(0, m.index - 100), m.index);
    const words = [...before.matchAll(/[A-Za-z][A-Za-z0-9]*/g)].slice(-letters.length);
    if (words.length !== letters.length || !words.every((w) => /^[A-Z]/.test(w[0]))) continue;
    if (words.map((w) => w[0][0]).join('') !== letters) continue;
    // Only spaces and hyphens inside the name: "(in Azure, Data Storage) (DS)" defines nothing.
    const name = before.slice(words[0]!.index).trim();
    if (!/^[A-Za-z0-9 \t-]+$/.test(name)) continue;
    defined.set(letters, { name, end: m.index + m[0].length });
  }
  let out = text;
  // Later uses first, from the text's end, so earlier offsets stay valid.
  const uses: { at: number; letters: string; name: string }[] = [];
  for (const [letters, { name, end }] of defined) {
    for (const u of text.matchAll(new RegExp(`(?<![(\\w-])${letters}(?![\\w)-])`, 'g'))) {
      if (u.index >= end) uses.push({ at: u.index, letters, name });
    }
  }
  for (const u of uses.sort((a, b) => b.at - a.at)) out = out.slice(0, u.at) + u.name + out.slice(u.at + u.letters.length);
  return out;
}
