import type { FastifyInstance } from 'fastify';
import { galleryRoutes } from '../../shared/contract/gallery.js';
import type { ServiceDeps } from '../context.js';
import { ctxOf } from '../http/ctx.js';
import { registerRoute, Reply } from '../http/register.js';
import { forkDiagram } from '../services/gallery/fork.js';
import { listGallery } from '../services/gallery/list.js';

/** Routes 17–18: the gallery and fork. */
export function galleryRoutesPlugin(app: FastifyInstance, deps: ServiceDeps): void {
  registerRoute(app, galleryRoutes.list, ({ req, query }) => listGallery({ ctx: ctxOf(deps, req), input: query }));
  registerRoute(app, galleryRoutes.fork, async ({ req, params }) => new Reply(201, await forkDiagram({ ctx: ctxOf(deps, req), input: { id: params.diagram_id } })));
}
