import type { FastifyRequest } from 'fastify';
import type { Ctx, ServiceDeps } from '../context.js';
import { requireActor } from '../auth/require.js';

/** The service context of an authenticated request. */
export function ctxOf(deps: ServiceDeps, req: FastifyRequest): Ctx {
  return { ...deps, actor: requireActor(req) };
}
