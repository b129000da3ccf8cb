import type { Kysely, Transaction } from 'kysely';
import type { ClientSource } from '../shared/contract/values.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { DB } from './db/schema.js';
import type { ReadCache } from './db/read-cache.js';
import type { Mailer } from './mail/mailer.js';
import type { Planner } from './pipeline/planner.js';
import type { Engine, WorkOptions } from './pipeline/engine.js';
import type { WorkBudget } from './compute/admission.js';
import type { Renderer } from './render/index.js';
import type { Limiter, RateLimits } from './limits/index.js';

/** Minimal structured logger (Fastify's pino logger fits). */
export interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What every service may use; built once per process. Services never see Fastify. */
export interface ServiceDeps {
  db: Kysely<DB>;
  /** Read-through cache of credentials and current diagrams (embedded PGlite only, else null). */
  cache: ReadCache | null;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  planner: Planner;
  engine: Engine;
  /** Export renderer, started on first use. */
  renderer: () => Renderer;
  log: Log;
  limiter: Limiter;
  rateLimits: RateLimits;
  /** Tells this process's job workers that a job was queued (they also poll). */
  wakeJobs: () => void;
}

/** Who is acting, with the attribution the ledger records. */
export interface Actor {
  accountId: string;
  email: string;
  plan: string;
  via: 'key' | 'session';
  keyId: string | null;
  sessionId: string | null;
  livemode: boolean;
  scopes: string[];
  source: ClientSource;
  requestId: string | null;
  /** MCP's X-Diagrams-Tool, kept in ledger rows. */
  tool: string | null;
}

/**
 * Runs inside the transaction that commits a billable result (with its charge): the
 * idempotency layer stores the answer there, so both commit together or not at all.
 */
export type CommitHook = (trx: Transaction<DB>, body: unknown) => Promise<void>;

/** A service's context: the dependencies plus the caller. */
export interface Ctx extends ServiceDeps {
  actor: Actor;
  /** The request's time in the worker pools (SKYPLAN_WORK_DEADLINE_MS); none for background jobs. */
  budget?: WorkBudget;
  /** Set by the idempotency layer on billable requests that carry an Idempotency-Key. */
  onCommit?: CommitHook;
}

/** How a service hands work to the pools: the caller's account (fair turns), its signal and time budget. */
export function workOf(ctx: Ctx, signal?: AbortSignal): WorkOptions {
  return { signal, owner: ctx.actor.accountId, budget: ctx.budget };
}

/** The base URL people reach this server at (links in mail, upgrade_url). */
export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}
