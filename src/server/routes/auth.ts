import type { FastifyInstance } from 'fastify';
import { authRoutes } from '../../shared/contract/auth.js';
import type { ServiceDeps } from '../context.js';
import { clearSessionCookies, setSessionCookies } from '../auth/cookies.js';
import { ApiError } from '../http/api-error.js';
import { registerRoute, Reply } from '../http/register.js';
import { startEmailLogin } from '../services/auth/start-email-login.js';
import { endSession } from '../services/auth/sessions.js';
import { verifyEmailLogin } from '../services/auth/verify-email-login.js';

/** Web sign-in by e-mailed code; see the contract's auth.ts for cookies and CSRF. */
export function authRoutesPlugin(app: FastifyInstance, deps: ServiceDeps): void {
  registerRoute(app, authRoutes.emailStart, async ({ body, req }) => {
    const { expiresIn } = await startEmailLogin({ ctx: deps, input: { email: body.email, ip: req.ip } });
    return new Reply(202, { sent: true, email: body.email, expires_in: expiresIn });
  });

  registerRoute(app, authRoutes.emailVerify, async ({ body, req, reply }) => {
    const { account, session } = await verifyEmailLogin({
      ctx: deps,
      input: { email: body.email, code: body.code, ip: req.ip, userAgent: req.headers['user-agent'] ?? null },
    });
    setSessionCookies(reply, deps.config, session);
    return {
      account: { id: account.id, email: account.email, plan: account.plan },
      csrf_token: session.csrfToken,
      expires_at: session.expiresAt.toISOString(),
    };
  });

  registerRoute(app, authRoutes.session, ({ req }) => {
    const p = req.principal;
    if (!p || p.via !== 'session' || !p.csrfToken || !p.sessionExpiresAt) throw new ApiError('UNAUTHENTICATED', 'You are signed out. Sign in again.');
    return {
      account: { id: p.accountId, email: p.email, plan: p.plan },
      csrf_token: p.csrfToken,
      expires_at: p.sessionExpiresAt.toISOString(),
    };
  });

  registerRoute(app, authRoutes.logout, async ({ req, reply }) => {
    if (req.principal?.sessionId) await endSession({ ctx: deps, input: { sessionId: req.principal.sessionId } });
    clearSessionCookies(reply, deps.config);
    return new Reply(204, null);
  });
}
