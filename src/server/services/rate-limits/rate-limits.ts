import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB, RateLimitsTable } from '../../db/schema.js';
import { AdminError } from '../accounts/admin.js';
import { PLANS } from '../plans.js';

export type CredentialKind = RateLimitsTable['kind'];
export const CREDENTIAL_KINDS: readonly CredentialKind[] = ['live', 'test', 'session'];

/** How long a server keeps the operator's table before reading it again (other processes' changes). */
const REFRESH_MS = 10_000;

/** Requests per minute set for a plan and credential kind; null when the environment's default applies. */
export interface PlanRateLimits {
  get(plan: string, kind: CredentialKind): Promise<number | null>;
}

/** Reads the `rate_limits` table, at most every 10 s (Infinity = unlimited). */
export function planRateLimitReader(db: Kysely<DB>, clock: Clock): PlanRateLimits {
  let loaded: { at: number; rows: Map<string, number> } | null = null;
  let pending: Promise<Map<string, number>> | null = null;
  const load = async () => {
    const rows = await db.selectFrom('rate_limits').select(['plan', 'kind', 'per_minute']).execute();
    const map = new Map(rows.map((r) => [`${r.plan}:${r.kind}`, r.per_minute < 0 ? Infinity : r.per_minute]));
    loaded = { at: clock.now().getTime(), rows: map };
    return map;
  };
  return {
    async get(plan, kind) {
      const fresh = loaded && clock.now().getTime() - loaded.at < REFRESH_MS ? loaded.rows : null;
      const rows = fresh ?? (await (pending ??= load().finally(() => (pending = null))));
      return rows.get(`${plan}:${kind}`) ?? null;
    },
  };
}

/** `N` or `unlimited` → requests per minute (-1 = unlimited), or an error naming the flag. */
export function parsePerMinute(value: string): number {
  if (value === 'unlimited') return -1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new AdminError(`--per-minute must be a whole number of requests (1 or more) or "unlimited", not "${value}".`);
  return n;
}

/** The operator sets a plan's limit for one credential kind; `default` removes it. */
export async function setPlanRateLimit({ ctx, input }: { ctx: { db: Kysely<DB>; clock: Clock }; input: { plan: string; kind: string; perMinute: string } }): Promise<string> {
  if (!(input.plan in PLANS)) throw new AdminError(`--plan must be one of ${Object.keys(PLANS).join(', ')}, not "${input.plan}".`);
  const kind = input.kind as CredentialKind;
  if (!CREDENTIAL_KINDS.includes(kind)) throw new AdminError(`--kind must be one of ${CREDENTIAL_KINDS.join(', ')}, not "${input.kind}".`);
  if (input.perMinute === 'default') {
    await ctx.db.deleteFrom('rate_limits').where('plan', '=', input.plan).where('kind', '=', kind).execute();
    return `${input.plan} ${kind}: the server's default (SKYPLAN_RATE_LIMIT_${kind.toUpperCase()})`;
  }
  const perMinute = parsePerMinute(input.perMinute);
  const row = { plan: input.plan, kind, per_minute: perMinute, updated_at: ctx.clock.now() };
  await ctx.db
    .insertInto('rate_limits')
    .values(row)
    .onConflict((oc) => oc.columns(['plan', 'kind']).doUpdateSet({ per_minute: perMinute, updated_at: row.updated_at }))
    .execute();
  return `${input.plan} ${kind}: ${perMinute < 0 ? 'unlimited' : `${perMinute} requests a minute`} (servers apply it within 10 s)`;
}

export async function listPlanRateLimits({ ctx }: { ctx: { db: Kysely<DB> } }): Promise<string[]> {
  const rows = await ctx.db.selectFrom('rate_limits').selectAll().orderBy('plan').orderBy('kind').execute();
  return rows.map((r) => `${r.plan}\t${r.kind}\t${r.per_minute < 0 ? 'unlimited' : r.per_minute}`);
}
