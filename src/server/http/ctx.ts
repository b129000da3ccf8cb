import type { FastifyRequest } from 'fastify';
import type { Ctx, ServiceDeps } from '../context.js';
import { requireActor } from '../auth/require.js';
import { WorkBudget } from '../compute/admission.js';

/** The service context of an authenticated request. */
export function ctxOf(deps: ServiceDeps, req: FastifyRequest): Ctx {
  const limit = deps.config.SKYPLAN_WORK_DEADLINE_MS;
  return { ...deps, actor: requireActor(req), ...(Number.isFinite(limit) ? { budget: new WorkBudget(limit) } : {}) };
}
