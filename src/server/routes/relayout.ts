import type { FastifyInstance } from 'fastify';
import { HEADERS } from '../../shared/contract/headers.js';
import { relayoutRoutes } from '../../shared/contract/relayout.js';
import type { ServiceDeps } from '../context.js';
import { ctxOf } from '../http/ctx.js';
import { idempotent } from '../http/idempotent.js';
import { registerRoute, Reply } from '../http/register.js';
import { startRelayout } from '../services/relayout/start.js';
import { relayoutStatus } from '../services/relayout/status.js';

/** Routes 15–16: the confirm-gated re-layout job and its status. */
export function relayoutRoutesPlugin(app: FastifyInstance, deps: ServiceDeps): void {
  registerRoute(app, relayoutRoutes.start, async ({ req, params, query }) => {
    const ctx = ctxOf(deps, req);
    // The confirmation answer changes nothing: it is not kept under the Idempotency-Key.
    if (!query.confirm) {
      const answer = await startRelayout({ ctx, input: { id: params.diagram_id, confirm: false } });
      return new Reply(answer.status, answer.body);
    }
    const result = await idempotent(req, ctx, relayoutRoutes.start, 202, { params, query }, async (scoped) => {
      const answer = await startRelayout({ ctx: scoped, input: { id: params.diagram_id, confirm: true } });
      return answer.body;
    });
    if (result.replayed) return new Reply(result.status, result.body, { [HEADERS.idempotencyReplayed]: 'true' });
    return new Reply(202, result.body);
  });
  registerRoute(app, relayoutRoutes.status, ({ req, params }) => relayoutStatus({ ctx: ctxOf(deps, req), input: { id: params.diagram_id, jobId: params.job_id } }));
}
