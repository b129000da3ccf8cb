import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.js';
import type { Principal } from './principal.js';

/** The caller of an authenticated route (the auth hook has already refused anonymous calls). */
export function requirePrincipal(req: FastifyRequest): Principal {
  if (!req.principal) {
    throw new ApiError('INVALID_API_KEY', 'Sign in, or send an API key as "Authorization: Bearer skp_live_…".');
  }
  return req.principal;
}
