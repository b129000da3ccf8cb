import type { z } from 'zod';
import {
  diagramRoutes,
  parseSseChunk,
  type CompleteEvent,
  type ErrorEvent,
  type GenerateRequestSchema,
  type ProgressEvent,
} from '../../../shared/contract/index.js';
import { SkyplanApiError } from '../../../sdk/index.js';
import { apiCall, idempotencyHeaders } from '../../lib/api.js';

export type StreamEvent =
  | { event: 'progress'; data: ProgressEvent }
  | { event: 'complete'; data: CompleteEvent }
  | { event: 'error'; data: ErrorEvent };

/**
 * Generates a diagram, yielding the server's progress events, then `complete` (the diagram) or
 * `error`. Aborting `signal` closes the connection: the server cancels and charges nothing.
 * An error before the stream starts (402, 429…) throws SkyplanApiError like any call.
 */
export async function* streamDiagram(body: z.input<typeof GenerateRequestSchema>, signal?: AbortSignal): AsyncGenerator<StreamEvent> {
  const res = await apiCall<Response>(diagramRoutes.stream, {
    body,
    signal,
    as: 'response',
    headers: { Accept: 'text/event-stream', ...idempotencyHeaders() },
  });
  if (!res.body) throw new SkyplanApiError(res.status, 'HTTP_STREAM', 'The server answered without a stream. Try again.');
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  // Cancel closes the connection even where an aborted fetch leaves its body stream open.
  const stop = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const parsed = parseSseChunk(buffer + value);
      buffer = parsed.rest;
      for (const raw of parsed.events) {
        if (raw.event !== 'progress' && raw.event !== 'complete' && raw.event !== 'error') continue;
        const event = { event: raw.event, data: JSON.parse(raw.data) } as StreamEvent;
        yield event;
        if (event.event !== 'progress') return;
      }
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    reader.cancel().catch(() => undefined);
  }
  throw new SkyplanApiError(0, 'STREAM_CLOSED', 'The connection closed before the diagram was ready. Try again.');
}

/** The terminal error event as a SkyplanApiError, so the page shows it like any other error. */
export function streamError(event: ErrorEvent): SkyplanApiError {
  const { code, message, request_id, details } = event.error;
  return new SkyplanApiError(0, code, message, request_id ?? null, (details as Record<string, unknown> | null | undefined) ?? null);
}
