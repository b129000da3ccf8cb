import type { FastifyInstance } from 'fastify';
import { keyRoutes, MAX_ACTIVE_KEYS, type ApiKeyOut } from '../../shared/contract/keys.js';
import type { ServiceDeps } from '../context.js';
import type { ApiKeyRow } from '../db/schema.js';
import { requireActor } from '../auth/require.js';
import { ApiError } from '../http/api-error.js';
import { registerRoute, Reply } from '../http/register.js';
import { isId } from '../ids.js';
import { createKey, listKeys, revokeKey } from '../services/keys/keys.js';

function toKeyOut(row: ApiKeyRow): ApiKeyOut {
  return {
    id: row.id,
    prefix: row.prefix,
    name: row.name,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    livemode: row.livemode,
    device_name: row.device_name,
    client: row.client_id,
    scopes: row.scopes.split(' ').filter(Boolean),
  };
}

/** Settings → API keys (web session only): list, create (secret shown once), revoke. */
export function keyRoutesPlugin(app: FastifyInstance, deps: ServiceDeps): void {
  registerRoute(app, keyRoutes.list, async ({ req }) => {
    const rows = await listKeys({ ctx: deps, input: { accountId: requireActor(req).accountId } });
    return { items: rows.filter((r) => !r.revoked_at).map(toKeyOut), limit: MAX_ACTIVE_KEYS };
  });

  registerRoute(app, keyRoutes.create, async ({ body, req }) => {
    const { key, row } = await createKey({ ctx: deps, input: { accountId: requireActor(req).accountId, livemode: body.livemode, name: body.name ?? null } });
    return new Reply(201, { ...toKeyOut(row), key }, { 'Cache-Control': 'no-store' });
  });

  registerRoute(app, keyRoutes.revoke, async ({ params, req }) => {
    const revoked = isId(params.key_id) ? await revokeKey({ ctx: deps, input: { accountId: requireActor(req).accountId, idOrPrefix: params.key_id } }) : 0;
    if (revoked === 0) throw new ApiError('NOT_FOUND', `No active key ${params.key_id} in your account. Reload the list: it may be revoked already.`);
    return new Reply(204, null);
  });
}
