import type { FastifyInstance } from 'fastify';
import { galleryRoutes } from '../../shared/contract/gallery.js';
import type { ServiceDeps } from '../context.js';
import { ctxOf } from '../http/ctx.js';
import { registerRoute, Reply } from '../http/register.js';
import { SVG_CSP } from '../http/security-headers.js';
import { forkDiagram } from '../services/gallery/fork.js';
import { listGallery } from '../services/gallery/list.js';
import { galleryThumbnail } from '../services/gallery/thumbnail.js';

/** Routes 17–18: the gallery and fork. */
export function galleryRoutesPlugin(app: FastifyInstance, deps: ServiceDeps): void {
  registerRoute(app, galleryRoutes.list, ({ req, query }) => listGallery({ ctx: ctxOf(deps, req), input: query }));
  registerRoute(app, galleryRoutes.thumbnail, async ({ req, params }) => {
    const { svg, etag } = await galleryThumbnail({ ctx: ctxOf(deps, req), input: { id: params.diagram_id } });
    const headers = {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'private, max-age=300',
      ETag: etag,
      // Opened on its own, the SVG can run nothing and load nothing from elsewhere.
      'Content-Security-Policy': SVG_CSP,
      'X-Content-Type-Options': 'nosniff',
    };
    return req.headers['if-none-match'] === etag ? new Reply(304, undefined, headers) : new Reply(200, svg, headers);
  });
  registerRoute(app, galleryRoutes.fork, async ({ req, params }) => new Reply(201, await forkDiagram({ ctx: ctxOf(deps, req), input: { id: params.diagram_id } })));
}
