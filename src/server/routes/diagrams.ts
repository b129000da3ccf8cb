import type { FastifyInstance } from 'fastify';
import { diagramRoutes } from '../../shared/contract/diagrams.js';
import { HEADERS } from '../../shared/contract/headers.js';
import type { ServiceDeps } from '../context.js';
import { acceptCodeForms } from '../http/code-form.js';
import { ctxOf } from '../http/ctx.js';
import { idempotent } from '../http/idempotent.js';
import { registerRoute, Reply } from '../http/register.js';
import { disconnectSignal } from '../http/sse.js';
import { SVG_CSP } from '../http/security-headers.js';
import { deleteDiagram, importDiagram, updateDiagram } from '../services/diagrams/write.js';
import { editDiagram } from '../services/diagrams/edit.js';
import { exportDiagram } from '../services/diagrams/export.js';
import { fixDiagram } from '../services/diagrams/fix.js';
import { diagramFromCode } from '../services/diagrams/from-code.js';
import { generateDiagram } from '../services/diagrams/generate.js';
import { getDiagram, listDiagrams, listWarnings } from '../services/diagrams/read.js';
import { streamGenerate } from './stream.js';

/** A replayed answer: the stored status and body, marked Idempotency-Replayed. */
const replay = (status: number, body: unknown) => new Reply(status, body, { [HEADERS.idempotencyReplayed]: 'true' });

/** Routes 1–11 of API.md §8: thin — validate (register), call a service, shape the reply. */
export function diagramRoutesPlugin(app: FastifyInstance, deps: ServiceDeps): void {
  registerRoute(app, diagramRoutes.generate, async ({ req, reply, body }) => {
    const signal = disconnectSignal(reply);
    const result = await idempotent(req, ctxOf(deps, req), diagramRoutes.generate, 201, { body }, (ctx) =>
      generateDiagram({ ctx, input: body, opts: { signal } }),
    );
    return result.replayed ? replay(result.status, result.body) : new Reply(201, result.body);
  });

  registerRoute(app, diagramRoutes.stream, (input) => streamGenerate(deps, input));

  registerRoute(app, diagramRoutes.list, ({ req, query }) => listDiagrams({ ctx: ctxOf(deps, req), input: query }));
  registerRoute(app, diagramRoutes.get, ({ req, params }) => getDiagram({ ctx: ctxOf(deps, req), input: { id: params.diagram_id } }));
  registerRoute(app, diagramRoutes.update, ({ req, params, body }) => updateDiagram({ ctx: ctxOf(deps, req), input: { ...body, id: params.diagram_id } }));
  registerRoute(app, diagramRoutes.delete, async ({ req, params }) => {
    await deleteDiagram({ ctx: ctxOf(deps, req), input: { id: params.diagram_id } });
    return new Reply(204, null);
  });
  registerRoute(app, diagramRoutes.import, async ({ req, reply, body }) => {
    const signal = disconnectSignal(reply);
    return new Reply(201, await importDiagram({ ctx: ctxOf(deps, req), input: body, signal }));
  });
  // JSON or multipart: the form parser is scoped to this one route.
  void app.register(async (scope) => {
    acceptCodeForms(scope);
    registerRoute(scope, diagramRoutes.fromCode, async ({ req, reply, body }) =>
      new Reply(201, await diagramFromCode({ ctx: ctxOf(deps, req), input: body, opts: { signal: disconnectSignal(reply) } })),
    );
  });

  registerRoute(app, diagramRoutes.edit, async ({ req, reply, params, body }) => {
    const signal = disconnectSignal(reply);
    const result = await idempotent(req, ctxOf(deps, req), diagramRoutes.edit, 200, { params, body }, (ctx) =>
      editDiagram({ ctx, input: { ...body, id: params.diagram_id }, opts: { signal } }),
    );
    return result.replayed ? replay(result.status, result.body) : result.body;
  });

  registerRoute(app, diagramRoutes.fix, async ({ req, reply, params, body }) => {
    const signal = disconnectSignal(reply);
    const result = await idempotent(req, ctxOf(deps, req), diagramRoutes.fix, 200, { params, body }, (ctx) =>
      fixDiagram({ ctx, input: { ...body, id: params.diagram_id }, opts: { signal } }),
    );
    return result.replayed ? replay(result.status, result.body) : result.body;
  });

  registerRoute(app, diagramRoutes.warnings, ({ req, params, query }) => listWarnings({ ctx: ctxOf(deps, req), input: { id: params.diagram_id, framework: query.framework } }));

  registerRoute(app, diagramRoutes.export, async ({ req, params, query }) => {
    const file = await exportDiagram({ ctx: ctxOf(deps, req), input: { ...query, id: params.diagram_id } });
    return new Reply(200, file.body, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      // A version never changes: its export may be kept (list previews); the current one may not.
      'Cache-Control': query.version_id ? 'private, max-age=31536000, immutable' : 'private, no-cache',
      ...(file.contentType.startsWith('image/svg') ? { 'Content-Security-Policy': SVG_CSP } : {}),
    });
  });
}
