import { createParser } from 'eventsource-parser';
import { z } from 'zod';
import { DiagramOutSchema } from './diagrams.js';
import { UsageOutSchema } from './common.js';
import { GenerationStageSchema } from './values.js';

/**
 * Server-Sent Events of `POST /diagrams/stream` (API.md §11). Each event is written as
 * `event: <name>\n` + `data: <one-line JSON>\n` + `\n`; the stream closes after `complete` or
 * `error`. Lines starting with `:` are keep-alive comments.
 */

export const ProgressEventSchema = z
  .object({ stage: GenerationStageSchema, progress: z.number().int().min(0).max(100), message: z.string() })
  .meta({ id: 'ProgressEvent' });
export type ProgressEvent = z.infer<typeof ProgressEventSchema>;

/** The generated diagram; `usage` is always present (the charge happened before it was sent). */
export const CompleteEventSchema = DiagramOutSchema.extend({ usage: UsageOutSchema }).meta({ id: 'CompleteEvent' });
export type CompleteEvent = z.infer<typeof CompleteEventSchema>;

export const ErrorEventSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      request_id: z.string().nullable().optional(),
      details: z.record(z.string(), z.unknown()).nullable().optional(),
    }),
  })
  .meta({ id: 'ErrorEvent' });
export type ErrorEvent = z.infer<typeof ErrorEventSchema>;

export const SseEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('progress'), data: ProgressEventSchema }),
  z.object({ event: z.literal('complete'), data: CompleteEventSchema }),
  z.object({ event: z.literal('error'), data: ErrorEventSchema }),
]);
export type SseEvent = z.infer<typeof SseEventSchema>;

/** One event on the wire: `\n` line endings, the JSON on a single line. */
export function formatSseEvent(event: SseEvent['event'], data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Splits a buffered stream into complete events (parsed by eventsource-parser, the SSE parser of
 * the WHATWG spec); returns them and the unfinished tail. Blocks without a `data:` line (comments,
 * keep-alives) are skipped.
 */
export function parseSseChunk(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const end = buffer.lastIndexOf('\n\n');
  const events: { event: string; data: string }[] = [];
  if (end < 0) return { events, rest: buffer };
  const parser = createParser({ onEvent: (m) => events.push({ event: m.event ?? 'message', data: m.data }) });
  parser.feed(buffer.slice(0, end + 2));
  return { events, rest: buffer.slice(end + 2) };
}
