import type { FastifyInstance } from 'fastify';
import { meRoutes } from '../../shared/contract/me.js';
import { usageRoutes } from '../../shared/contract/usage.js';
import type { ServiceDeps } from '../context.js';
import { ctxOf } from '../http/ctx.js';
import { registerRoute } from '../http/register.js';
import { getMe } from '../services/me.js';
import { usageHistory } from '../services/usage/history.js';
import { usageSummary } from '../services/usage/summary.js';

/** /me, /usage, /usage/history. */
export function accountRoutesPlugin(app: FastifyInstance, deps: ServiceDeps): void {
  registerRoute(app, meRoutes.get, ({ req }) => getMe({ ctx: ctxOf(deps, req) }));
  registerRoute(app, usageRoutes.summary, ({ req }) => usageSummary({ ctx: ctxOf(deps, req) }));
  registerRoute(app, usageRoutes.history, ({ req, query }) => usageHistory({ ctx: ctxOf(deps, req), input: query }));
}
