import type { z } from 'zod';

/**
 * A route of the HTTP contract. The server registers and validates with it, the OpenAPI
 * document is generated from it, and the SDK types its calls with it: one definition.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** How a route authenticates: an API key or web session, a web session only, or nothing. */
export type RouteAuth = 'account' | 'session' | 'none';

/** The key scope a route needs (a web session holds both). */
export type RouteScope = 'diagrams:read' | 'diagrams:write';

/** A non-JSON success body: raw text/binary (export), an SSE stream, or nothing (204). */
export type SpecialBody = { kind: 'raw'; contentTypes: string[] } | { kind: 'sse' } | { kind: 'empty' };

export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> {
  /** Operation id, `<resource>.<verb>`; it also names the SDK method, log event and MCP tool. */
  id: string;
  method: HttpMethod;
  /** Path under /api/v2 in OpenAPI form, e.g. `/diagrams/{diagram_id}`. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: RouteAuth;
  /** Key scope required when called with an API key (default: none beyond a valid key). */
  scope?: RouteScope;
  /** May spend credits (generate, stream, edit, fix, relayout start); honours Idempotency-Key. */
  billable?: boolean;
  /**
   * Which per-minute allowance a call uses: `requests` (default), or `previews` — a separate one,
   * ten times larger, for images a page loads many at once (gallery thumbnails); or
   * `{ previewsWith }`: previews when that query parameter is present (an export of one fixed
   * version, which the diagrams list shows as a preview), requests otherwise.
   */
  meter?: 'requests' | 'previews' | { previewsWith: string };
  params?: P;
  query?: Q;
  body?: B;
  /** Success responses by status code: a zod schema (JSON) or a special body. */
  responses: Record<number, z.ZodType | SpecialBody>;
}

export function defineRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  def: RouteDef<P, Q, B>,
): RouteDef<P, Q, B> {
  return def;
}

/** `/diagrams/{diagram_id}` → `/diagrams/:diagram_id` (Fastify's form). */
export function toColonPath(path: string): string {
  return path.replace(/\{([a-z_]+)\}/g, ':$1');
}
