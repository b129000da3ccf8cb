import { fixSpelling } from './spelling.js';

/**
 * Shorthand people type in prompts, rewritten to words the planner reads: "w/" → "with",
 * "alb + rds" → "alb and rds", "kafka -> spark" → "kafka into spark" (an arrow is a preposition:
 * "into" is never read as an infinitive's "to", so "-> web deployment" names a deployment).
 */
const SHORTHAND: readonly (readonly [RegExp, string])[] = [
  [/\bw\/o\b/gi, ' without '],
  [/\bw\/(?=\s|[a-z])/gi, ' with '],
  [/\s*(?:-+>|=+>|→|⇒)\s*/g, ' into '],
  [/\s*<-+>\s*/g, ' and '],
  [/\s&\s|&/g, ' and '],
  [/\s\+\s/g, ' and '],
  // "another service (e.g. API Gateway)": an example is announced, so the word before it can be read as its class.
  [/\(\s*e\.g\.?,?/gi, '(for example '],
  [/\be\.g\.?,?/gi, ' '],
  // "(eg - Kafka, Redis)", "(eg: …)": the abbreviation without its dots, and the mark after it.
  [/\(\s*eg\s*[-:,]?\s+/gi, '('],
  [/\bi\.e\.?,?/gi, ' '],
  // "Each time a file lands, …": a clause of cause like "whenever" (not "each time window").
  [/\b(?:each|every)\s+time\b(?!\s+(?:window|windows|slot|slots|period|periods|series|stamp|stamps|zone|zones|interval|intervals|step|steps))/gi, 'whenever'],
  // "… sends it to AppSync AppSync invokes the resolver": steps run together with no full stop; the
  // name said twice in a row is where the next step starts ("… to the worker function the function saves …" too).
  [/\b([A-Z][\w-]*(?:\s[A-Z][\w-]*){0,3})\s+\1(?=\s+[a-z]+s\b)/g, '$1. $1'],
  [/\b([a-z]{3,})\s+the\s+\1(?=\s+[a-z]+s\b)/g, '$1. The $1'],
  // "a photo app - uploads, a worker, a bucket": a spaced dash after a short opening phrase, before the list of
  // parts it announces, is a colon (only when no other spaced dash follows: "a - b - c" is a chain).
  [/^([^\n,.;:–—-]{3,80}?)\s+[-–—]\s+(?=[^\n]*,)(?![^\n]*\s[-–—]\s)/, '$1: '],
  [/\betc\.?/gi, ' '],
  [/\bvs\.?\b/gi, ' versus '],
  [/[“”"`]/g, ' '],
  // "Linkerd 2.0 mesh", "Redis 7.2": a dotted version after a name says which release, not how many.
  [/\b([A-Z][\w#+-]*)\s+v?\d+(?:\.\d+)+\+?(?=[\s,;:)]|$)/g, '$1'],
  // "HTTP(S)", "server(s)": an optional letter in brackets is part of the word, not a note.
  [/\b([A-Za-z]{2,})\(([sS])\)/g, '$1$2'],
  // "the worker(an ECS task)": a note in brackets glued to the word before it still stands apart.
  [/\b([A-Za-z]{2,})\((?=[A-Za-z][^()]*\s[^()]*\))/g, '$1 ('],
  [/\b(\d+)\s*x\b(?=\s+[a-z])/gi, '$1 '],
  // "three-tier" is a style, not three of something: one word the planner knows.
  // "to load balanced web services": a compound adjective, never an infinitive and its object.
  [/\bload[\s-]+balanced\b/gi, 'loadbalanced'],
  [/\b(?:three|3)[\s-]+tier(?:ed)?\b/gi, 'threetier'],
  [/\b(?:two|2)[\s-]+tier(?:ed)?\b/gi, 'twotier'],
  [/\b(?:n|multi|four|4)[\s-]+tier(?:ed)?\b/gi, 'ntier'],
];

/** The prompt cleaned up for reading: shorthand expanded, typos fixed, spaces collapsed. */
export function normalizePrompt(prompt: string): string {
  let text = prompt.replace(/\r\n?/g, '\n');
  for (const [pattern, replacement] of SHORTHAND) text = text.replace(pattern, replacement);
  text = text.replace(/[ \t]+/g, ' ').replace(/ ?\n ?/g, '\n').trim();
  return fixSpelling(text);
}
