import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** Skyplan's own pages may frame its bundled draw.io; no other origin may frame anything. */
const DRAWIO_PREFIX = '/drawio/';

/** What a downloaded SVG may do when opened directly: draw itself, nothing else. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

/**
 * Security headers by @fastify/helmet: `frame-ancestors 'none'` and `X-Frame-Options: DENY` on
 * every page (the device-approval page above all: framed under a bait button it would hand a key
 * to whoever framed it), `nosniff`, no referrer. The bundled draw.io is framable by Skyplan's own
 * origin only. The app's own script policy is left to the app (draw.io needs inline scripts).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc, frameAncestors: ["'none'"] },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Served on plain http by default; a proxy in front that speaks https sets HSTS itself.
    strictTransportSecurity: false,
    // Public clients and the gallery's images are fetched from other origins and tools.
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith(DRAWIO_PREFIX)) {
      reply.header('X-Frame-Options', 'SAMEORIGIN');
      reply.header('Content-Security-Policy', "frame-ancestors 'self'");
    }
    return payload;
  });
}
