import { ERROR_STATUS, type ErrorCode } from '../shared/contract/errors.js';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { ErrorEvent, SseEvent } from '../shared/contract/sse.js';
import { SkyplanApiError } from './errors.js';

/**
 * Reads a `text/event-stream` body (API.md §11) into typed events: `progress`*, then `complete`
 * or `error`, after which the stream is over. Unknown events and keep-alive comments are skipped.
 * A stream that ends without a terminal event throws CONNECTION_ERROR (the work may have
 * happened: retry with the same Idempotency-Key).
 */
export async function* readSseEvents(body: ReadableStream<Uint8Array>, requestId: string | null = null): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const pending: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => pending.push(message) });
  try {
    for (;;) {
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await reader.read();
      } catch (err) {
        throw new SkyplanApiError(0, 'CONNECTION_ERROR', `The event stream broke off: ${(err as Error).message}. Retry with the same Idempotency-Key.`, requestId);
      }
      // A final event may lack its blank line when the server closes right after it.
      parser.feed(chunk.done ? `${decoder.decode()}\n\n` : decoder.decode(chunk.value, { stream: true }));
      while (pending.length > 0) {
        const raw = pending.shift()!;
        if (raw.event !== 'progress' && raw.event !== 'complete' && raw.event !== 'error') continue;
        let data: unknown;
        try {
          data = JSON.parse(raw.data);
        } catch {
          throw new SkyplanApiError(0, 'CONNECTION_ERROR', `The server sent an unreadable ${raw.event} event.`, requestId);
        }
        const event = { event: raw.event, data } as SseEvent;
        yield event;
        if (event.event !== 'progress') return;
      }
      if (chunk.done) break;
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  throw new SkyplanApiError(0, 'CONNECTION_ERROR', 'The event stream ended before the diagram was complete. Retry with the same Idempotency-Key.', requestId);
}

/** A terminal `error` event as a SkyplanApiError, with the HTTP status its code is sent with. */
export function streamError(event: ErrorEvent): SkyplanApiError {
  const { code, message, request_id, details } = event.error;
  const status = ERROR_STATUS[code as ErrorCode] ?? 0;
  return new SkyplanApiError(status, code, message, request_id ?? null, (details as Record<string, unknown> | null | undefined) ?? null);
}
