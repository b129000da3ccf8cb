import { READING_NOUNS } from '../text/lexicon.js';
import { sentenceStart } from '../text/sentence-span.js';
import type { RawMention } from './raw-mention.js';
import { markHeldData } from './held-data.js';

/**
 * Phrases that hold a catalog word yet name no part of the architecture: the whole solution told by
 * what it runs as ("runs its ticket desk as a geo-replicated web application"), the whole seen from
 * above or as an outcome ("a high-level release workflow", "the resulting application"), and a phase
 * of a process ("the Invoice Matching stage"), a way of working ("a GitOps approach to …"), and a
 * word inside the title of a document ("the Kafka Fleet Telemetry Reference Guide"). Each is marked a descriptor, so it draws no box and
 * carries no flow.
 */

/** Verbs that say what form a thing takes: "runs … as", "is deployed as", "ships … as". */
const TAKES_FORM = /\b(?:runs?|running|ran|builds?|built|deploys?|deployed|hosts?|hosted|operates?|operated|delivers?|delivered|ships?|shipped|packages?|packaged|offers?|offered|structured|designed|implemented)\s+(?:[\w'’-]+\s+){0,4}?as\s+(?:an?|one|a\s+single)\s+(?:[\w-]+\s+){0,3}$/i;

/** Words that take the whole in view, at once or as what comes out: "a high-level …", "the resultant …". */
export const WHOLE_SCOPE_WORDS: ReadonlySet<string> = new Set(['high-level', 'end-to-end', 'overall', 'entire', 'whole', 'resultant', 'resulting']);

/** Heads that name a whole system or the way it works, when such a scope word comes before them. */
export const WHOLE_HEADS: ReadonlySet<string> = new Set([
  'app', 'apps', 'application', 'applications', 'system', 'systems', 'solution', 'solutions', 'platform', 'workflow', 'workflows',
  'process', 'processes', 'architecture', 'setup', 'design', 'flow',
]);

/** Nouns for a period of a process: "the Matching phase", "the enrichment stage". */
export const PHASE_NOUNS: ReadonlySet<string> = new Set(['phase', 'phases', 'stage', 'stages']);

/** Nouns for a way of working: "a GitOps approach", "the DevOps practices". */
export const APPROACH_NOUNS: ReadonlySet<string> = new Set(['approach', 'approaches', 'methodology', 'methodologies', 'practice', 'practices', 'culture', 'mindset', 'paradigm', 'philosophy']);

/**
 * "A clinic runs its portal as a geo-replicated web application … Azure App Service": an everyday name
 * after "runs/is deployed/ships … as a" says what form the whole takes; when a named cloud service of that
 * same kind is in the text, that service is it, and the phrase is no part of its own.
 */
function describedAs(text: string, m: RawMention, mentions: readonly RawMention[]): boolean {
  if (m.entry.provider !== 'general' || m.matched !== m.matched.toLowerCase()) return false;
  if (!TAKES_FORM.test(text.slice(sentenceStart(text, m.start), m.start))) return false;
  return mentions.some((o) => o !== m && o.entry.provider !== 'general' && o.entry.kind === m.entry.kind);
}

/** "a high-level release workflow", "the resulting application": a whole-system head after a scope word. */
function wholeInView(text: string, m: RawMention): boolean {
  const words = m.matched.toLowerCase().split(/\s+/).filter(Boolean);
  if (!WHOLE_HEADS.has(words.at(-1) ?? '')) return false;
  if (words.length > 1 && WHOLE_SCOPE_WORDS.has(words[0]!)) return true;
  const before = /\b(?:an?|the|this|that|its|our|their)\s+([\w-]+)\s+$/i.exec(text.slice(Math.max(0, m.start - 40), m.start));
  return before !== null && WHOLE_SCOPE_WORDS.has(before[1]!.toLowerCase());
}

/** "triggers the Invoice Matching phase": an everyday phrase right before a phase noun names that phase. */
function phaseName(text: string, m: RawMention): boolean {
  if (m.entry.provider !== 'general') return false;
  const next = /^\s+([A-Za-z]+)\b/.exec(text.slice(m.end, m.end + 16))?.[1]?.toLowerCase();
  return next !== undefined && PHASE_NOUNS.has(next);
}

/** "a GitOps approach to …": a name right before a noun for a way of working names that way, no part. */
function approachName(text: string, m: RawMention): boolean {
  const next = /^[ \t]+([A-Za-z]+)\b/.exec(text.slice(m.end, m.end + 24))?.[1]?.toLowerCase();
  return next !== undefined && APPROACH_NOUNS.has(next) && /\b(?:an?|the|this|our|its|their)[ \t]+$/i.test(text.slice(Math.max(0, m.start - 8), m.start));
}

/** "the Kafka Fleet Telemetry Reference Guide": capitalised words after the name run on to a word for a document. */
function inDocumentTitle(text: string, m: RawMention): boolean {
  const run = /^(?:[ \t]+[A-Z][\w-]*){1,5}/.exec(text.slice(m.end, m.end + 80))?.[0];
  const last = run?.trim().split(/\s+/).at(-1)?.toLowerCase();
  return last !== undefined && READING_NOUNS.has(last);
}

/** Marks the whole solution, a whole seen from above, a process phase, a way of working, a title word and held data as descriptors. */
export function markWholePhrases(text: string, mentions: RawMention[]): void {
  for (const m of mentions) {
    if (m.descriptor || m.entry.category === 'client') continue;
    if (describedAs(text, m, mentions) || wholeInView(text, m) || phaseName(text, m) || approachName(text, m) || inDocumentTitle(text, m)) m.descriptor = true;
  }
  markHeldData(mentions);
}
