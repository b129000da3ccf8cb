import type { FastifyInstance } from 'fastify';
import { versionRoutes } from '../../shared/contract/versions.js';
import type { ServiceDeps } from '../context.js';
import { ctxOf } from '../http/ctx.js';
import { registerRoute } from '../http/register.js';
import { getVersion, listVersions, renameVersion, revertDiagram } from '../services/diagrams/versions.js';
import { diffDiagram, getDescription } from '../services/diagrams/compare.js';
import { compareRoutes } from '../../shared/contract/compare.js';

/** Routes 12–14: versions and revert; then what changed between two versions, the description, and naming a version. */
export function versionRoutesPlugin(app: FastifyInstance, deps: ServiceDeps): void {
  registerRoute(app, versionRoutes.list, ({ req, params, query }) => listVersions({ ctx: ctxOf(deps, req), input: { id: params.diagram_id, ...query } }));
  registerRoute(app, versionRoutes.get, ({ req, params }) => getVersion({ ctx: ctxOf(deps, req), input: { id: params.diagram_id, versionId: params.version_id } }));
  registerRoute(app, compareRoutes.diff, ({ req, params, query }) => diffDiagram({ ctx: ctxOf(deps, req), input: { id: params.diagram_id, ...query } }));
  registerRoute(app, compareRoutes.description, ({ req, params, query }) => getDescription({ ctx: ctxOf(deps, req), input: { id: params.diagram_id, ...query } }));
  registerRoute(app, versionRoutes.rename, ({ req, params, body }) =>
    renameVersion({ ctx: ctxOf(deps, req), input: { ...body, id: params.diagram_id, versionId: params.version_id } }),
  );
  registerRoute(app, versionRoutes.revert, ({ req, params, body }) => revertDiagram({ ctx: ctxOf(deps, req), input: { ...body, id: params.diagram_id } }));
}
