import type { FastifyReply } from 'fastify';
import { diagramRoutes, type GenerateRequest } from '../../shared/contract/diagrams.js';
import type { ServiceDeps } from '../context.js';
import { ApiError } from '../http/api-error.js';
import { ctxOf } from '../http/ctx.js';
import { envelope } from '../http/errors.js';
import { idempotent } from '../http/idempotent.js';
import type { HandlerInput } from '../http/register.js';
import { disconnectSignal, SseStream } from '../http/sse.js';
import { CancelledError } from '../pipeline/errors.js';
import { generateDiagram } from '../services/diagrams/generate.js';

type Input = HandlerInput<typeof diagramRoutes.stream>;

/**
 * POST /diagrams/stream: progress events as the stages really happen, then `complete` or
 * `error`. Before the first event, failures are ordinary JSON errors. A caller that disconnects
 * aborts the work: nothing is stored or charged. A replay sends the stored `complete` at once.
 */
export async function streamGenerate(deps: ServiceDeps, { req, reply, body }: Input): Promise<FastifyReply> {
  const stream = new SseStream(req, reply);
  const signal = disconnectSignal(reply);
  try {
    const result = await idempotent(req, ctxOf(deps, req), diagramRoutes.stream, 200, { body }, (ctx) =>
      generateDiagram({
        ctx,
        input: body as GenerateRequest,
        opts: { signal, onProgress: (stage, progress, message) => stream.send('progress', { stage, progress, message }) },
      }),
    );
    if (result.replayed) reply.header('idempotency-replayed', 'true');
    stream.finish('complete', result.body);
  } catch (err) {
    if (err instanceof CancelledError || signal.aborted) {
      stream.close();
      return reply;
    }
    if (!stream.started) throw err;
    const api = err instanceof ApiError ? err : null;
    if (!api) req.log.error({ err }, 'stream failed');
    const code = api?.code ?? 'INTERNAL_ERROR';
    const message = api?.message ?? `Something went wrong on our side. Try again; if it keeps failing, report request ${req.id}.`;
    stream.finish('error', envelope(code, message, req.id, api?.details ?? null));
  }
  return reply;
}
