import { genericService } from '../../catalog/index.js';
import { CODE_STACKS } from '../text/lexicon.js';
import type { RawMention } from './raw-mention.js';

/** The word right before a mention, as code names are written ("C#", ".NET", "Node.js", "Python"). */
const STACK_BEFORE = /(?:^|[\s(,/])((?:\.?[A-Za-z][A-Za-z0-9.]*[#+]*))[ \t]+$/;

/**
 * "the Python subscriber", "a C# client", "Node.js subscriber": a word for the people a system serves,
 * right after a programming language or runtime, names a program in that language, not people. It is
 * a service (a client a web framework writes is a web app), labelled as the text writes it. Staff and
 * devices are left alone ("Python developers" are people).
 */
export function programPeople(text: string, mentions: RawMention[]): RawMention[] {
  const out: RawMention[] = [];
  const gone = new Set<RawMention>();
  for (const m of mentions) {
    if (m.entry.id !== 'general.users') continue;
    const before = STACK_BEFORE.exec(text.slice(Math.max(0, m.start - 30), m.start));
    const stack = before?.[1];
    if (!stack || !CODE_STACKS.has(stack.toLowerCase())) continue;
    const start = m.start - before[0].length + before[0].indexOf(stack);
    const over = mentions.filter((o) => o !== m && o.start < m.start && o.end > start);
    const kind = over.some((o) => o.entry.kind === 'web_app') ? 'web_app' : 'microservice';
    for (const o of over) gone.add(o);
    gone.add(m);
    out.push({ entry: genericService(kind, 'general'), start, end: m.end, matched: text.slice(start, m.end) });
  }
  return [...mentions.filter((m) => !gone.has(m)), ...out].sort((a, b) => a.start - b.start);
}
