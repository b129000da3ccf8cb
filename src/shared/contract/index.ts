/** The HTTP contract of /api/v2: every request, response, error and event, in zod. */
import type { RouteDef } from './route.js';
import { authRoutes } from './auth.js';
import { diagramRoutes } from './diagrams.js';
import { deviceRoutes } from './device.js';
import { galleryRoutes } from './gallery.js';
import { keyRoutes } from './keys.js';
import { meRoutes } from './me.js';
import { metaRoutes } from './meta.js';
import { promptRoutes } from './prompts.js';
import { relayoutRoutes } from './relayout.js';
import { usageRoutes } from './usage.js';
import { versionRoutes } from './versions.js';
import { compareRoutes } from './compare.js';

export * from './values.js';
export * from './errors.js';
export * from './route.js';
export * from './common.js';
export * from './headers.js';
export * from './meta.js';
export * from './diagrams.js';
export * from './from-code.js';
export * from './versions.js';
export * from './compare.js';
export * from './relayout.js';
export * from './gallery.js';
export * from './prompts.js';
export * from './usage.js';
export * from './me.js';
export * from './auth.js';
export * from './device.js';
export * from './keys.js';
export * from './sse.js';
export * from './clients.js';
export { buildOpenApi } from './openapi.js';

/**
 * Every route the server serves, in the order of API.md's route table (rows 1–33), then the
 * sign-in and key-management routes.
 */
export const ROUTES: readonly RouteDef[] = [
  diagramRoutes.generate,
  diagramRoutes.stream,
  diagramRoutes.list,
  diagramRoutes.get,
  diagramRoutes.update,
  diagramRoutes.delete,
  diagramRoutes.import,
  diagramRoutes.fromCode,
  diagramRoutes.edit,
  diagramRoutes.fix,
  diagramRoutes.warnings,
  diagramRoutes.export,
  versionRoutes.list,
  versionRoutes.get,
  versionRoutes.revert,
  versionRoutes.rename,
  compareRoutes.diff,
  compareRoutes.description,
  relayoutRoutes.start,
  relayoutRoutes.status,
  galleryRoutes.list,
  galleryRoutes.fork,
  galleryRoutes.thumbnail,
  promptRoutes.enhance,
  promptRoutes.clarify,
  usageRoutes.summary,
  usageRoutes.history,
  meRoutes.get,
  ...Object.values(metaRoutes),
  ...Object.values(deviceRoutes),
  ...Object.values(authRoutes),
  ...Object.values(keyRoutes),
];
