import { SESSION_TTL_SECONDS } from '../../../shared/contract/auth.js';
import { addSeconds } from '../../clock.js';
import type { ServiceDeps } from '../../context.js';
import { newId, randomToken, sha256 } from '../../ids.js';

/** Sessions last 30 days from their last renewal; a use more than a day after it renews them. */
export const RENEW_AFTER_SECONDS = 24 * 3600;

export interface SessionRecord {
  id: string;
  accountId: string;
  email: string;
  plan: string;
  csrfToken: string;
  expiresAt: Date;
  /** True when this lookup extended the session (the cookie should be sent again). */
  renewed: boolean;
}

type Ctx = Pick<ServiceDeps, 'db' | 'clock'>;

export async function createSession({ ctx, input }: { ctx: Ctx; input: { accountId: string; userAgent: string | null } }) {
  const now = ctx.clock.now();
  const token = randomToken(32);
  const csrfToken = randomToken(24);
  const expiresAt = addSeconds(now, SESSION_TTL_SECONDS);
  const id = newId();
  await ctx.db
    .insertInto('sessions')
    .values({ id, account_id: input.accountId, token_hash: sha256(token), csrf_token: csrfToken, created_at: now, renewed_at: now, expires_at: expiresAt, user_agent: input.userAgent?.slice(0, 300) ?? null })
    .execute();
  return { id, token, csrfToken, expiresAt };
}

/** The live session of a cookie token (renewed when due), or null. */
export async function resolveSession({ ctx, input }: { ctx: Ctx; input: { token: string } }): Promise<SessionRecord | null> {
  const now = ctx.clock.now();
  const row = await ctx.db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select(['sessions.id', 'sessions.account_id', 'sessions.csrf_token', 'sessions.expires_at', 'sessions.renewed_at', 'accounts.email', 'accounts.plan'])
    .where('sessions.token_hash', '=', sha256(input.token))
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now.getTime()) return null;
  let expiresAt = row.expires_at;
  let renewed = false;
  if (now.getTime() - row.renewed_at.getTime() > RENEW_AFTER_SECONDS * 1000) {
    expiresAt = addSeconds(now, SESSION_TTL_SECONDS);
    await ctx.db.updateTable('sessions').set({ renewed_at: now, expires_at: expiresAt }).where('id', '=', row.id).execute();
    renewed = true;
  }
  return { id: row.id, accountId: row.account_id, email: row.email, plan: row.plan, csrfToken: row.csrf_token, expiresAt, renewed };
}

export async function endSession({ ctx, input }: { ctx: Ctx; input: { sessionId: string } }): Promise<void> {
  await ctx.db.deleteFrom('sessions').where('id', '=', input.sessionId).execute();
}
