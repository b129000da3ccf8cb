import type { FastifyRequest } from 'fastify';
import type { Actor } from '../context.js';
import { ApiError } from '../http/api-error.js';

/** The caller of an authenticated route (the auth gate has already refused anonymous calls). */
export function requireActor(req: FastifyRequest): Actor {
  if (!req.actor) throw new ApiError('UNAUTHENTICATED', 'Sign in, or send an API key as "Authorization: Bearer skp_live_…".');
  return req.actor;
}
