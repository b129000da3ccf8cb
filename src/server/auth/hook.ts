import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS, COOKIES } from '../../shared/contract/headers.js';
import type { RouteDef } from '../../shared/contract/route.js';
import type { Config } from '../config.js';
import { ApiError } from '../http/api-error.js';
import { identifyClient } from '../http/client-identity.js';
import { requestOrigin } from '../http/origin.js';
import type { Limiter, RateLimits } from '../limits/index.js';
import type { PlanRateLimits } from '../services/rate-limits/rate-limits.js';
import { setSessionCookies } from './cookies.js';
import { safeEqual } from '../ids.js';
import type { Authenticator, Principal } from './principal.js';

export interface AuthGateOptions {
  authenticator: Authenticator;
  limiter: Limiter;
  rateLimits: RateLimits;
  /** What the operator set per plan (admin CLI); the environment's limits otherwise. */
  planLimits?: PlanRateLimits;
  config: Config;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function refuseAnonymous(req: FastifyRequest): never {
  const hasKey = typeof req.headers.authorization === 'string' && req.headers.authorization.length > 0;
  throw new ApiError(
    hasKey ? 'INVALID_API_KEY' : 'UNAUTHENTICATED',
    hasKey
      ? 'This API key is not valid or was revoked. Create a new key (npm run admin -- create-key, or log in again with your client).'
      : 'Sign in, or send an API key as "Authorization: Bearer skp_live_…".',
  );
}

function checkCsrf(req: FastifyRequest, principal: Principal): void {
  if (principal.via !== 'session' || SAFE_METHODS.has(req.method)) return;
  const sent = req.headers[HEADERS.csrf];
  if (typeof sent !== 'string' || !principal.csrfToken || !safeEqual(sent, principal.csrfToken)) {
    throw new ApiError('CSRF_FAILED', 'Missing or wrong X-CSRF-Token header: send the value of the skyplan_csrf cookie. Reload the page if this persists.');
  }
}

/** Previews (RouteDef.meter) count against their own allowance, this many times the usual one. */
const PREVIEW_FACTOR = 10;

/** The allowance a call uses (RouteDef.meter): a conditional meter looks at the query string. */
function meterOf(def: RouteDef, query: unknown): 'requests' | 'previews' {
  const meter = def.meter ?? 'requests';
  if (typeof meter === 'string') return meter;
  const value = (query as Record<string, unknown> | undefined)?.[meter.previewsWith];
  return value === undefined || value === '' ? 'requests' : 'previews';
}

async function checkRate(opts: AuthGateOptions, principal: Principal, meter: 'requests' | 'previews'): Promise<void> {
  const kind = principal.via === 'session' ? 'session' : principal.livemode ? 'live' : 'test';
  const base = (await opts.planLimits?.get(principal.plan, kind)) ?? opts.rateLimits[kind];
  const limit = meter === 'previews' ? base * PREVIEW_FACTOR : base;
  const id = `${meter === 'previews' ? 'p' : ''}${principal.via === 'session' ? `s:${principal.sessionId}` : `k:${principal.keyId}`}`;
  const hit = await opts.limiter.hit(id, { limit, windowSeconds: 60 });
  if (!hit.allowed) {
    throw new ApiError('RATE_LIMITED', `Rate limit of ${limit} requests per minute reached. Retry in ${hit.retryAfter} s.`, { retry_after: hit.retryAfter }, undefined, {
      'Retry-After': String(hit.retryAfter),
    });
  }
}

/**
 * The one gate in front of every contract route: client version (426), credentials (401), web-only
 * routes and key scopes (403), CSRF on cookie mutations (403), rate limit (429). Sets
 * req.principal and req.actor. Runs before the body is parsed, so refusals are cheap.
 */
export function installAuth(app: FastifyInstance, opts: AuthGateOptions): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (req, reply) => {
    const def: RouteDef | undefined = req.routeOptions.config.routeDef;
    if (!def) return;
    const identity = identifyClient(req.headers, null, requestOrigin(req, opts.config));
    if (def.auth === 'none') return;
    const principal = await opts.authenticator.authenticate(req);
    if (!principal) refuseAnonymous(req);
    if (def.auth === 'session' && principal.via !== 'session') {
      throw new ApiError('FORBIDDEN', 'This endpoint is for the signed-in web app only.');
    }
    if (def.scope && !principal.scopes.includes(def.scope)) {
      throw new ApiError('FORBIDDEN', `This API key lacks the scope ${def.scope}. Create a key that has it.`);
    }
    checkCsrf(req, principal);
    await checkRate(opts, principal, meterOf(def, req.query));
    if (principal.renewedUntil && principal.csrfToken) {
      setSessionCookies(reply, opts.config, { token: req.cookies[COOKIES.session], csrfToken: principal.csrfToken, expiresAt: principal.renewedUntil });
    }
    req.principal = principal;
    req.actor = {
      accountId: principal.accountId,
      email: principal.email,
      plan: principal.plan,
      via: principal.via,
      keyId: principal.keyId,
      sessionId: principal.sessionId,
      livemode: principal.livemode,
      scopes: principal.scopes,
      source: principal.via === 'session' && identity.source === 'api' ? 'web' : identity.source,
      requestId: req.id,
      tool: identity.tool,
    };
  });
}
