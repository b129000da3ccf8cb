import type { FastifyInstance } from 'fastify';
import { promptRoutes } from '../../shared/contract/prompts.js';
import type { ServiceDeps } from '../context.js';
import { ctxOf } from '../http/ctx.js';
import { registerRoute } from '../http/register.js';
import { clarifyPrompt, enhancePrompt } from '../services/prompts/prompts.js';

/** Routes 19–20: free prompt helpers. */
export function promptRoutesPlugin(app: FastifyInstance, deps: ServiceDeps): void {
  registerRoute(app, promptRoutes.enhance, ({ req, body }) => enhancePrompt({ ctx: ctxOf(deps, req), input: body }));
  registerRoute(app, promptRoutes.clarify, ({ req, body }) => clarifyPrompt({ ctx: ctxOf(deps, req), input: body }));
}
