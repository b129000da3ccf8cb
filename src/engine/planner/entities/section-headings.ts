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
