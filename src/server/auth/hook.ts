import type { FastifyInstance } from 'fastify';
import type { Authenticator, Principal } from './principal.js';
import { ApiError } from '../http/api-error.js';

/**
 * The one authentication gate: resolves the caller of every request, and refuses routes whose
 * contract says `auth: 'account'` or `'session'` when there is no valid credential.
 */
export function installAuth(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorateRequest('principal', null);
  app.addHook('preHandler', async (req) => {
    const def = req.routeOptions.config.routeDef;
    if (!def || def.auth === 'none') return;
    const principal: Principal | null = await authenticator.authenticate(req);
    if (!principal) {
      const hasKey = typeof req.headers.authorization === 'string' && req.headers.authorization.length > 0;
      throw new ApiError(
        hasKey ? 'INVALID_API_KEY' : 'UNAUTHENTICATED',
        hasKey
          ? 'This API key is not valid or was revoked. Create a new key in Settings → API keys, or sign in again.'
          : 'Sign in, or send an API key as "Authorization: Bearer skp_live_…".',
      );
    }
    if (def.auth === 'session' && principal.via !== 'session') {
      throw new ApiError('FORBIDDEN', 'This endpoint is for the signed-in web app only.');
    }
    req.principal = principal;
  });
}
