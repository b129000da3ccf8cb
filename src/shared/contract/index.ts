/** The HTTP contract of /api/v2: every request, response, error and event, in zod. */
import type { RouteDef } from './route.js';
import { metaRoutes } from './meta.js';

export * from './values.js';
export * from './errors.js';
export * from './route.js';
export * from './meta.js';
export { buildOpenApi } from './openapi.js';

/** Every route of the contract, in the order of API.md's route table. */
export const ROUTES: readonly RouteDef[] = [...Object.values(metaRoutes)];
