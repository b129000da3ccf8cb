import { isVerb } from '../text/verbs.js';

/** A line that opens a numbered run of steps ("1. …", "1) …", "Step 1: …"). */
const FIRST_STEP = /^(?:1\s*[.):]|step\s+1\b)/i;

/** Most words a line may have to be read as the title of the section below it. */
const HEADING_WORDS = 4;

/**
 * Section titles in a pasted document ("Workflow", "Dataflow", "Request flow:") as [start, end)
 * offsets: a short line without a full stop right above the first of a numbered run of steps.
 * A product name there titles the section ("Dataflow" in an Azure walkthrough); it is no component.
 */
export function sectionHeadings(text: string): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    const trimmed = line.trim();
    const short = trimmed.length > 0 && trimmed.split(/\s+/).length <= HEADING_WORDS && !/[.;!?,]$/.test(trimmed);
    if (short && next !== undefined && FIRST_STEP.test(next.trim())) out.push([start, start + line.length]);
    start += line.length + 1;
  }
  return out;
}

/** Endings of nouns made from verbs: the doing of something ("ingestion", "enrichment", "inference", "scoring"). */
const PROCESS_ENDING = /(?:tion|sion|ment|ence|ance|ing|sis)$/;

/**
 * Label words that end like the doing of something yet name a part people draw: a label of one of
 * these is the part the sentence is about ("Function: resizes the photo"), not a step.
 */
const PART_LABELS = new Set([
  'application', 'function', 'subscription', 'deployment', 'distribution', 'collection', 'connection', 'instance',
  'partition', 'region', 'environment', 'station', 'notification', 'integration', 'extension', 'installation',
]);

/** Words that open a clause after a step label besides a verb ("Scoring: the model …"). */
const CLAUSE_OPENER = /^(?:the|a|an|each|every|all|it|they|this|these|its|their)$/i;

/**
 * Step labels in a walkthrough ("Ingestion: reads the payloads from …", "Data enrichment: looks the
 * customer up in …") as [start, end) offsets: a short label at a sentence or line start whose last
 * word, in each of its "and"-joined halves, is the doing of something, then a colon and a clause.
 * The label names what happens at that step, not a part; the clause says which parts take part.
 */
export function stepLabels(text: string): [number, number][] {
  const out: [number, number][] = [];
  const label = /(^|\n|[.!?;][ \t]+)([A-Za-z][A-Za-z-]*(?:[ \t]+[A-Za-z][A-Za-z-]*){0,3})[ \t]*:[ \t]+(\S+)/g;
  for (const m of text.matchAll(label)) {
    // "OrderFunction:" is a name written the way code writes it: its last word is read on its own.
    const halves = m[2]!.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/\s+(?:and|&)\s+|,\s*/);
    const steps = halves.every((h) => {
      const head = h.split(/\s+/).at(-1)!;
      return PROCESS_ENDING.test(head) && !PART_LABELS.has(head.replace(/s$/, ''));
    });
    const opener = m[3]!.replace(/[^A-Za-z]+$/, '');
    const clause = CLAUSE_OPENER.test(opener) || isVerb(opener.toLowerCase());
    if (!steps || !clause) continue;
    const start = m.index! + m[1]!.length;
    out.push([start, start + m[2]!.length]);
  }
  return out;
}
