import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HEADERS, IDEMPOTENCY_KEY } from '../../shared/contract/headers.js';
import type { RouteDef } from '../../shared/contract/route.js';
import type { Ctx } from '../context.js';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  renewIdempotencyKey,
  RENEW_EVERY_SECONDS,
  type KeyScope,
} from '../services/idempotency/idempotency.js';
import { ApiError } from './api-error.js';

/** JSON with sorted keys, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && v !== null)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

export function requestHash(def: RouteDef, params: unknown, query: unknown, body: unknown): string {
  return crypto.createHash('sha256').update(canonical({ route: def.id, params, query, body })).digest('hex');
}

export type IdempotentOutcome<T> = { replayed: false; body: T } | { replayed: true; status: number; body: unknown };

/**
 * Runs a billable operation under the request's Idempotency-Key (when it has one). The service
 * stores its answer through ctx.onCommit inside its own transaction; a failure releases the key.
 */
export async function idempotent<T>(
  req: FastifyRequest,
  ctx: Ctx,
  def: RouteDef,
  status: number,
  input: { params?: unknown; query?: unknown; body?: unknown },
  run: (ctx: Ctx) => Promise<T>,
): Promise<IdempotentOutcome<T>> {
  const header = req.headers[HEADERS.idempotencyKey];
  if (header === undefined) return { replayed: false, body: await run(ctx) };
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new ApiError('VALIDATION_ERROR', 'Idempotency-Key must be 1–255 printable characters, e.g. a UUID.', {
      fields: [{ field: 'header.idempotency-key', message: 'invalid' }],
    });
  }
  const scope: KeyScope = { accountId: ctx.actor.accountId, key: header, requestHash: requestHash(def, input.params, input.query, input.body) };
  const claim = await claimIdempotencyKey({ ctx, input: scope });
  if (claim.state === 'replay') return { replayed: true, status: claim.status, body: claim.body };
  let stored = false;
  const scoped: Ctx = {
    ...ctx,
    onCommit: async (trx, body) => {
      await completeIdempotencyKey(trx, scope, status, body);
      stored = true;
    },
  };
  // The claim's heartbeat: while this process lives and works, its lease never lapses.
  const heartbeat = setInterval(() => void renewIdempotencyKey({ ctx, input: scope }).catch(() => undefined), RENEW_EVERY_SECONDS * 1000);
  heartbeat.unref();
  try {
    const body = await run(scoped);
    // Operations that commit nothing billable (e.g. a free confirmation answer) store it now.
    if (!stored) await ctx.db.transaction().execute((trx) => completeIdempotencyKey(trx, scope, status, body));
    return { replayed: false, body };
  } catch (err) {
    await releaseIdempotencyKey({ ctx, input: scope }).catch(() => undefined);
    throw err;
  } finally {
    clearInterval(heartbeat);
  }
}
