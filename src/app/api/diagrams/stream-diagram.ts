import type { z } from 'zod';
import { diagramRoutes, type GenerateRequestSchema, type SseEvent } from '../../../shared/contract/index.js';
import { readSseEvents, SkyplanApiError, streamError } from '../../../sdk/index.js';
import { apiCall, idempotencyHeaders } from '../../lib/api.js';

export { streamError };

/**
 * Generates a diagram, yielding the server's progress events, then `complete` (the diagram) or
 * `error` (the SDK's SSE reader). Aborting `signal` closes the connection: the server cancels and
 * charges nothing. An error before the stream starts (402, 429…) throws SkyplanApiError.
 */
export async function* streamDiagram(body: z.input<typeof GenerateRequestSchema>, signal?: AbortSignal): AsyncGenerator<SseEvent> {
  const res = await apiCall<Response>(diagramRoutes.stream, {
    body,
    signal,
    as: 'response',
    headers: { Accept: 'text/event-stream', ...idempotencyHeaders() },
  });
  if (!res.body) throw new SkyplanApiError(res.status, 'CONNECTION_ERROR', 'The server answered without a stream. Try again.');
  // Piping with the signal makes Cancel end the read even where an aborted fetch leaves the body open.
  const body$ = signal ? res.body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>(), { signal }) : res.body;
  yield* readSseEvents(body$, res.headers.get('x-request-id'));
}
