import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { ROUTES, buildOpenApi } from '../shared/contract/index.js';
import type { Config } from './config.js';
import type { ServiceDeps } from './context.js';
import { installErrorHandling, type NotFoundFallback } from './http/errors.js';
import { installAuth } from './auth/hook.js';
import { dbAuthenticator } from './auth/authenticator.js';
import type { Authenticator } from './auth/principal.js';
import { accountRoutesPlugin } from './routes/account.js';
import { authRoutesPlugin } from './routes/auth.js';
import { deviceRoutesPlugin } from './routes/device.js';
import { keyRoutesPlugin } from './routes/keys.js';
import { diagramRoutesPlugin } from './routes/diagrams.js';
import { galleryRoutesPlugin } from './routes/gallery.js';
import { metaRoutesPlugin } from './routes/meta.js';
import { promptRoutesPlugin } from './routes/prompts.js';
import { relayoutRoutesPlugin } from './routes/relayout.js';
import { versionRoutesPlugin } from './routes/versions.js';
import { clientRoutesPlugin } from './routes/clients.js';
import { registerStatic } from './static/serve.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { installStorableText } from './http/storable-text.js';
import { serverTimeouts } from './http/timeouts.js';
import { planRateLimitReader } from './services/rate-limits/rate-limits.js';
import { SERVER_VERSION } from './version.js';

export interface AppDeps {
  config: Config;
  services: ServiceDeps;
  /** Defaults to API keys and sessions in the database. */
  authenticator?: Authenticator;
  /** Built SPA directory (dist/app); omitted in API-only tests. */
  appDir?: string;
  /** Prepared draw.io subset (dist/drawio). */
  drawioDir?: string;
  /** The client packages this server hands out (dist/clients, built by scripts/build-clients.mjs). */
  clientsDir?: string;
  /** Fastify logger setting; tests pass false. */
  logger?: boolean | object;
}

const REQUEST_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/** Builds the application. Never listens: main.ts does, tests use inject(). */
export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 4 * 1024 * 1024,
    ...serverTimeouts(deps.config),
    trustProxy: deps.config.SKYPLAN_TRUST_PROXY,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : `req_${crypto.randomUUID().replaceAll('-', '')}`;
    },
  });
  // X-Request-Id on every response, errors included: set before any handler runs.
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });
  // Bodiless POSTs (fork, relayout) may still carry a JSON content type: treat empty as no body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (err) {
      const error = err as Error & { statusCode?: number; code?: string };
      error.statusCode = 400;
      error.code = 'FST_ERR_CTP_INVALID_JSON_BODY';
      done(error, undefined);
    }
  });
  installStorableText(app);
  let spaFallback: NotFoundFallback | null = null;
  installErrorHandling(app, () => spaFallback);
  await registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  const services = deps.services;
  installAuth(app, {
    authenticator: deps.authenticator ?? dbAuthenticator(services),
    limiter: services.limiter,
    rateLimits: services.rateLimits,
    planLimits: planRateLimitReader(services.db, services.clock),
    config: deps.config,
  });

  app.get('/healthz', async () => ({ status: 'ok', version: SERVER_VERSION }));
  const openapi = buildOpenApi(ROUTES, { title: 'Skyplan API', version: SERVER_VERSION });
  app.get('/api/v2/openapi.json', async () => openapi);
  diagramRoutesPlugin(app, services);
  versionRoutesPlugin(app, services);
  relayoutRoutesPlugin(app, services);
  galleryRoutesPlugin(app, services);
  promptRoutesPlugin(app, services);
  accountRoutesPlugin(app, services);
  metaRoutesPlugin(app);
  authRoutesPlugin(app, services);
  deviceRoutesPlugin(app, services);
  keyRoutesPlugin(app, services);
  clientRoutesPlugin(app, { dir: deps.clientsDir, config: deps.config });

  spaFallback = await registerStatic(app, {
    appDir: deps.appDir,
    drawioDir: deps.drawioDir,
    drawioUrl: deps.config.DRAWIO_URL,
  });
  return app;
}
