import type { FastifyInstance } from 'fastify';
import { metaRoutes } from '../../shared/contract/meta.js';
import { DIAGRAM_TYPES, EXPORT_FORMATS, PROVIDERS } from '../../shared/contract/values.js';
import { registerRoute } from '../http/register.js';
import { planOf } from '../services/plans.js';
import { requireActor } from '../auth/require.js';
import { costLimits } from '../services/credits/costs.js';

/** The value sets clients fetch instead of hard-coding (free, cacheable). */
export function metaRoutesPlugin(app: FastifyInstance): void {
  const cache = (reply: { header: (k: string, v: string) => unknown }) => reply.header('Cache-Control', 'private, max-age=300');
  registerRoute(app, metaRoutes.diagramTypes, ({ reply }) => {
    cache(reply);
    return { diagram_types: [...DIAGRAM_TYPES] };
  });
  registerRoute(app, metaRoutes.providers, ({ reply }) => {
    cache(reply);
    return { providers: [...PROVIDERS] };
  });
  registerRoute(app, metaRoutes.formats, ({ reply }) => {
    cache(reply);
    return { export_formats: [...EXPORT_FORMATS] };
  });
  registerRoute(app, metaRoutes.features, ({ req }) => {
    const plan = planOf(requireActor(req).plan);
    return { plan: plan.id, features: plan.features, limits: { ...plan.limits, ...costLimits() } };
  });
}
