import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { DB } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { AdminError, findAccount, setCredits, setPlan } from '../services/accounts/admin.js';
import { ensureAccount } from '../services/accounts/ensure-account.js';
import { monthlyCreditsOf } from '../services/credits/period.js';
import { createKey, listKeys, revokeKey } from '../services/keys/keys.js';
import { PLANS } from '../services/plans.js';
import { listPlanRateLimits, setPlanRateLimit } from '../services/rate-limits/rate-limits.js';

export const HELP = `Skyplan admin — manage accounts, plans, credits and API keys of this server.

Usage: npm run admin -- <command> [options]

Commands:
  create-user --email E [--plan P]              create an account (no-op if it exists)
  set-plan    --email E --plan P [--monthly-credits N]
                                                move an account to a plan (${Object.keys(PLANS).join(', ')});
                                                N overrides the plan's monthly credits (--monthly-credits=-1: unlimited)
  set-credits --email E --credits N             set the credit balance (recorded as an addon grant)
  create-key  --email E [--plan P] [--test] [--name NAME] [--read-only]
                                                create an API key, making the account if needed
                                                (with plan P); prints ONLY the key on stdout
  revoke-key  --email E --key ID_OR_PREFIX      revoke a key by id or by its shown prefix
  list-keys   --email E                         list the account's keys
  usage       --email E [--limit N]             balance and the latest ledger rows
  set-rate-limit --plan P --kind live|test|session --per-minute N|unlimited|default
                                                requests a minute for plan P's live keys, test keys
                                                or web sessions (default: SKYPLAN_RATE_LIMIT_*)
  rate-limits                                   list the limits set per plan

It uses the server's database: DATABASE_URL (PostgreSQL), else PGlite in SKYPLAN_DATA_DIR
(default ./data). While a server runs on that PGlite directory, the command is run by that server
(through data/admin.sock).`;

export interface AdminIo {
  db: Kysely<DB>;
  clock: Clock;
  out(line: string): void;
  err(line: string): void;
}

const OPTIONS = {
  email: { type: 'string' },
  plan: { type: 'string' },
  credits: { type: 'string' },
  'monthly-credits': { type: 'string' },
  key: { type: 'string' },
  name: { type: 'string' },
  limit: { type: 'string' },
  test: { type: 'boolean' },
  'read-only': { type: 'boolean' },
  kind: { type: 'string' },
  'per-minute': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function need(value: string | undefined, flag: string, command: string): string {
  if (!value) throw new AdminError(`${command} needs --${flag}. See: npm run admin -- --help`);
  return value;
}

function integer(value: string, flag: string): number {
  const n = Number(value);
  if (!Number.isInteger(n)) throw new AdminError(`--${flag} must be a whole number, not "${value}".`);
  return n;
}

/** Runs one admin command; returns the process exit code. */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    io.err(`${(err as Error).message}\n\n${HELP}`);
    return 2;
  }
  const { values: v, positionals } = parsed;
  const command = positionals[0];
  if (v.help || !command || command === 'help') {
    (command || v.help ? io.out : io.err)(HELP);
    return command || v.help ? 0 : 2;
  }
  const ctx = { db: io.db, clock: io.clock };
  try {
    switch (command) {
      case 'create-user': {
        const { account, created } = await ensureAccount({ ctx, input: { email: need(v.email, 'email', command), plan: v.plan } });
        io.out(`${created ? 'Created' : 'Exists'}: ${account.email} (${account.plan}, ${account.credit_balance} credits) id=${account.id}`);
        return 0;
      }
      case 'set-plan': {
        const monthly = v['monthly-credits'] === undefined ? undefined : integer(v['monthly-credits'], 'monthly-credits');
        const account = await setPlan({ ctx, input: { email: need(v.email, 'email', command), plan: need(v.plan, 'plan', command), monthlyCredits: monthly } });
        io.out(`${account.email} is on ${account.plan}: ${monthlyCreditsOf(account) < 0 ? 'unlimited' : `${account.credit_balance} credits`}`);
        return 0;
      }
      case 'set-credits': {
        const account = await setCredits({ ctx, input: { email: need(v.email, 'email', command), credits: integer(need(v.credits, 'credits', command), 'credits') } });
        io.out(`${account.email} has ${account.credit_balance} credits`);
        return 0;
      }
      case 'create-key': {
        const { account } = await ensureAccount({ ctx, input: { email: need(v.email, 'email', command), plan: v.plan } });
        const scopes = v['read-only'] ? ['diagrams:read'] : undefined;
        const { key } = await createKey({ ctx, input: { accountId: account.id, livemode: !v.test, name: v.name ?? 'admin CLI', scopes } });
        io.out(key);
        return 0;
      }
      case 'revoke-key': {
        const account = await findAccount(io.db, need(v.email, 'email', command));
        const n = await revokeKey({ ctx, input: { accountId: account.id, idOrPrefix: need(v.key, 'key', command) } });
        if (n === 0) throw new AdminError(`No active key "${v.key}" on ${account.email}. List them with: npm run admin -- list-keys --email ${account.email}`);
        io.out(`Revoked ${n} key(s) of ${account.email}`);
        return 0;
      }
      case 'list-keys': {
        const account = await findAccount(io.db, need(v.email, 'email', command));
        const keys = await listKeys({ ctx, input: { accountId: account.id } });
        if (keys.length === 0) io.out(`${account.email} has no keys.`);
        for (const k of keys) {
          const state = k.revoked_at ? `revoked ${k.revoked_at.toISOString()}` : 'active';
          io.out(`${k.id}  ${k.prefix}…  ${k.livemode ? 'live' : 'test'}  ${state}  ${k.name ?? k.device_name ?? ''}  last used ${k.last_used_at?.toISOString() ?? 'never'}`);
        }
        return 0;
      }
      case 'set-rate-limit': {
        const input = { plan: need(v.plan, 'plan', command), kind: need(v.kind, 'kind', command), perMinute: need(v['per-minute'], 'per-minute', command) };
        io.out(await setPlanRateLimit({ ctx, input }));
        return 0;
      }
      case 'rate-limits': {
        const lines = await listPlanRateLimits({ ctx });
        io.out(lines.length > 0 ? lines.join('\n') : 'No plan limits set: every plan uses SKYPLAN_RATE_LIMIT_LIVE/TEST/SESSION.');
        return 0;
      }
      case 'usage': {
        const account = await findAccount(io.db, need(v.email, 'email', command));
        const limit = v.limit ? integer(v.limit, 'limit') : 20;
        const unlimited = monthlyCreditsOf(account) < 0;
        io.out(`${account.email}: plan ${account.plan}, ${unlimited ? 'unlimited' : `${account.credit_balance} credits left`}, period from ${account.period_start.toISOString()}`);
        const rows = await io.db.selectFrom('credit_ledger').selectAll().where('account_id', '=', account.id).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
        for (const r of rows) {
          const amount = r.credits_granted ? `+${r.credits_granted}` : `-${r.credits_charged}`;
          io.out(`${r.created_at.toISOString()}  ${r.action.padEnd(13)} ${amount.padStart(5)}  balance ${r.balance_after}  ${r.source ?? ''} ${r.diagram_id ?? ''}`.trimEnd());
        }
        return 0;
      }
      default:
        io.err(`Unknown command "${command}".\n\n${HELP}`);
        return 2;
    }
  } catch (err) {
    if (err instanceof AdminError || err instanceof ApiError) {
      io.err(`Error: ${err.message}`);
      return 1;
    }
    throw err;
  }
}
