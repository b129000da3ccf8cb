import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { NotFoundFallback } from '../http/errors.js';

export interface StaticOptions {
  /** Built SPA (vite build output) — absent in tests that only need the API. */
  appDir?: string;
  /** Prepared draw.io subset (dist/drawio). */
  drawioDir?: string;
  /** Where the app's editor loads draw.io from; injected into index.html. */
  drawioUrl: string;
}

const YEAR = 'public, max-age=31536000, immutable';

/** The SPA's index.html with the runtime configuration the app reads at start. */
function indexHtml(appDir: string, drawioUrl: string): string {
  const raw = fs.readFileSync(path.join(appDir, 'index.html'), 'utf8');
  const meta = `<meta name="skyplan-drawio-url" content="${drawioUrl.replace(/"/g, '&quot;')}">`;
  return raw.replace('</head>', `    ${meta}\n  </head>`);
}

/** Paths that are never the SPA: API, draw.io and anything that looks like a file. */
function isSpaPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  if (pathname.startsWith('/api/') || pathname.startsWith('/drawio/') || pathname === '/healthz') return false;
  return !/\.[a-z0-9]{1,8}$/i.test(pathname);
}

/**
 * Serves draw.io and the SPA. Returns the SPA's history-API fallback for the not-found handler
 * (client routes such as /d/:id get index.html), or null when there is no built app.
 */
export async function registerStatic(app: FastifyInstance, opts: StaticOptions): Promise<NotFoundFallback | null> {
  if (opts.drawioDir && fs.existsSync(opts.drawioDir)) {
    await app.register(fastifyStatic, {
      root: path.resolve(opts.drawioDir),
      prefix: '/drawio/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.header('Cache-Control', filePath.endsWith('.html') ? 'no-cache' : YEAR);
      },
    });
  }
  if (!opts.appDir || !fs.existsSync(path.join(opts.appDir, 'index.html'))) return null;
  const appDir = path.resolve(opts.appDir);
  let html: string | null = null;
  const sendIndex = (reply: FastifyReply) => {
    html ??= indexHtml(appDir, opts.drawioUrl);
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  await app.register(fastifyStatic, {
    root: appDir,
    prefix: '/',
    wildcard: true,
    index: false,
    // Source maps stay on disk for whoever runs the server; they would publish the app's source.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? YEAR : 'no-cache');
    },
  });
  app.get('/', (_req, reply) => sendIndex(reply));
  app.get('/index.html', (_req, reply) => sendIndex(reply));
  return (req: FastifyRequest, reply: FastifyReply) =>
    (req.method === 'GET' || req.method === 'HEAD') && isSpaPath(req.url) ? sendIndex(reply) : null;
}
