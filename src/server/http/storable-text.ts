import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error.js';

/** Characters PostgreSQL cannot store in text (U+0000). */
const UNSTORABLE = /\u0000/;

/** The path of the first string in `value` that PostgreSQL cannot store, e.g. `title` or `items[2].name`. */
export function unstorablePath(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? at : null;
  if (value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [`[${i}]`, v] as const) : Object.entries(value).map(([k, v]) => [at ? `.${k}` : k, v] as const);
  for (const [step, child] of entries) {
    if (UNSTORABLE.test(step)) return at + step;
    const found = unstorablePath(child, at + step);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses, with 422 naming the field, any body or query string holding a NUL character: no
 * prompt, title, edit or imported XML can reach the database with one (it would be a 500 there).
 */
export function installStorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const [where, value] of [['body', req.body], ['query', req.query]] as const) {
      const path = unstorablePath(value);
      if (path === null) continue;
      const field = path ? `${where}.${path}` : where;
      throw new ApiError('VALIDATION_ERROR', `${field} contains a NUL character (U+0000), which Skyplan cannot store. Remove it and send the request again.`, {
        fields: [{ field, message: 'contains a NUL character (U+0000)' }],
      });
    }
  });
}
