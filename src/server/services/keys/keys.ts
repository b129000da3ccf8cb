import type { Kysely } from 'kysely';
import type { ApiKeyRow, DB } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { newId } from '../../ids.js';
import { ALL_SCOPES, mintKey } from '../../auth/keys.js';

export const MAX_ACTIVE_KEYS = 25;

type KeyCtx = { ctx: { db: Kysely<DB>; clock: { now(): Date } } };

export interface CreateKeyInput {
  accountId: string;
  livemode?: boolean;
  name?: string | null;
  scopes?: readonly string[];
  deviceName?: string | null;
  clientId?: string | null;
}

/** Mints a key; the plain key is returned once and never stored. At most 25 active keys. */
export async function createKey({ ctx, input }: KeyCtx & { input: CreateKeyInput }): Promise<{ key: string; row: ApiKeyRow }> {
  const minted = mintKey(input.livemode ?? true);
  const scopes = input.scopes ?? ALL_SCOPES;
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    // Serialises key creation per account so the limit holds under concurrency.
    await trx.selectFrom('accounts').select('id').where('id', '=', input.accountId).forUpdate().executeTakeFirstOrThrow();
    const active = await trx
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', input.accountId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(active.n) >= MAX_ACTIVE_KEYS) {
      throw new ApiError('KEY_LIMIT_REACHED', `You have ${MAX_ACTIVE_KEYS} active keys. Revoke one, then create a new key.`);
    }
    const row = await trx
      .insertInto('api_keys')
      .values({
        id: newId(),
        account_id: input.accountId,
        key_hash: minted.hash,
        prefix: minted.prefix,
        name: input.name ?? null,
        scopes: scopes.join(' '),
        livemode: minted.livemode,
        device_name: input.deviceName ?? null,
        client_id: input.clientId ?? null,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { key: minted.key, row };
  });
}

/** Revokes a key of the account by id or by its shown prefix; returns how many were revoked. */
export async function revokeKey({ ctx, input }: KeyCtx & { input: { accountId: string; idOrPrefix: string } }): Promise<number> {
  const byId = /^[0-9a-f-]{36}$/.test(input.idOrPrefix);
  const result = await ctx.db
    .updateTable('api_keys')
    .set({ revoked_at: ctx.clock.now() })
    .where('account_id', '=', input.accountId)
    .where('revoked_at', 'is', null)
    .where(byId ? 'id' : 'prefix', '=', input.idOrPrefix)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function listKeys({ ctx, input }: KeyCtx & { input: { accountId: string } }): Promise<ApiKeyRow[]> {
  return ctx.db.selectFrom('api_keys').selectAll().where('account_id', '=', input.accountId).orderBy('created_at', 'desc').execute();
}
