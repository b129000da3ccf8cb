import type { RawMention } from './raw-mention.js';

/** Nouns for data a product only gives its format to: what is scraped, shipped or collected, not a part. */
const FORMAT_DATA_NOUNS: ReadonlySet<string> = new Set(['metric', 'metrics', 'trace', 'traces', 'span', 'spans', 'telemetry', 'log', 'logs']);

/** The noun right after the name, then "from": the data and where it comes from. */
const DATA_FROM = /^[ \t]+([A-Za-z]+)[ \t]+from\b/;

/**
 * "the agent scrapes StatsD metrics from every host", "pulls Zipkin traces from the gateway": a
 * product's name right before a noun for the data it formats, with the data's source said after
 * "from", names the shape of what moves, not a part. The parts are the source and the reader, so
 * the flow joins them directly; the data noun itself is no part either. The product named elsewhere on its own stays a part there.
 */
export function markFormatData(text: string, mentions: RawMention[]): void {
  for (const m of mentions) {
    const after = DATA_FROM.exec(text.slice(m.end, m.end + 40));
    const noun = after?.[1]?.toLowerCase();
    if (m.descriptor || !after || !noun || !FORMAT_DATA_NOUNS.has(noun)) continue;
    // "the Foo logs from …" where Foo is itself logs or metrics ("Cloud Logging logs") keeps its own name.
    if (FORMAT_DATA_NOUNS.has(m.matched.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '')) continue;
    m.descriptor = true;
    // The data noun itself ("metrics" read as a monitoring service) is what moves, no part either.
    const at = m.end + after[0].indexOf(after[1]!);
    for (const o of mentions) if (o.start === at) o.descriptor = true;
  }
}
