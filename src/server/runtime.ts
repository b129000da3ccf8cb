import os from 'node:os';
import path from 'node:path';
import type { Config } from './config.js';
import { systemClock } from './clock.js';
import type { Log, ServiceDeps } from './context.js';
import { createDatabase, type Database } from './db/index.js';
import { createJobRunner, type JobHandler, type JobRunner } from './jobs/runner.js';
import { createLimiter, rateLimitsOf } from './limits/index.js';
import { createMailer } from './mail/index.js';
import { createPlanner } from './ai/index.js';
import { ComputePool } from './compute/pool.js';
import { createRealEngine } from './pipeline/real-engine.js';
import { workLimitsOf } from './pipeline/work-limits.js';
import { createRenderer, type Renderer } from './render/index.js';
import { runRelayout } from './services/relayout/run.js';
import { startAdminSocket } from './admin/socket.js';

export interface Runtime {
  services: ServiceDeps;
  database: Database;
  jobs: JobRunner;
  /** What each job kind runs (tests drive jobs with these). */
  jobHandlers: Record<string, JobHandler>;
  close(): Promise<void>;
}

export interface RuntimeOverrides {
  /** Replaces parts of the services (tests: clock, mailer, rate limits…). */
  services?: Partial<ServiceDeps>;
  /** PostgreSQL schema (tests give each file its own). */
  schema?: string;
  /** PGlite in memory instead of the data directory (tests). */
  inMemory?: boolean;
  /** With inMemory: the PGlite data directory to start from (tests: one already migrated). */
  pgliteImage?: Blob;
  log?: Log;
  /** Job polling interval (tests use a short one). */
  jobPollMs?: number;
}

const consoleLog: Log = {
  info: (o, m) => console.log(m ?? '', o),
  warn: (o, m) => console.warn(m ?? '', o),
  error: (o, m) => console.error(m ?? '', o),
};

/**
 * Everything a server process needs besides HTTP: the database (migrated), mail, rate limits,
 * planner, engine with its compute pool, the lazily started renderer, and the job workers.
 */
export async function startRuntime(config: Config, overrides: RuntimeOverrides = {}): Promise<Runtime> {
  const log = overrides.log ?? consoleLog;
  const database = await createDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: overrides.inMemory ? undefined : path.join(config.SKYPLAN_DATA_DIR, 'pglite'),
    pgliteImage: overrides.inMemory ? overrides.pgliteImage : undefined,
    schema: overrides.schema,
    onCacheState: (state, why) =>
      state === 'active' ? log.info({ why }, 'read cache active') : log.warn({ why }, 'read cache suspended: reads go to the database'),
  });
  const clock = overrides.services?.clock ?? systemClock;
  const cores = os.availableParallelism();
  let renderer: Renderer | null = null;
  const limits = workLimitsOf(config);
  // One compute pool for the engine's heavy work and the built-in planner; the engine closes it.
  const pool = new ComputePool({ size: Math.max(1, cores - 1), timeoutMs: limits.computeBudgetMs, nice: config.SKYPLAN_WORKER_NICE });
  const engine = overrides.services?.engine ?? createRealEngine({ computeWorkers: Math.max(1, cores - 1), limits, pool, nice: config.SKYPLAN_WORKER_NICE });
  let jobs: JobRunner | null = null;
  const services: ServiceDeps = {
    db: database.db,
    cache: database.cache,
    clock,
    config,
    mailer: createMailer(config),
    planner: overrides.services?.planner ?? createPlanner(config, pool),
    engine,
    renderer: () => (renderer ??= createRenderer({ workers: config.SKYPLAN_RENDER_WORKERS, timeoutMs: config.SKYPLAN_EXPORT_BUDGET_MS, nice: config.SKYPLAN_WORKER_NICE })),
    log,
    limiter: createLimiter(config.REDIS_URL, clock),
    rateLimits: rateLimitsOf(config),
    wakeJobs: () => jobs?.wake(),
    ...overrides.services,
  };
  const jobHandlers: Record<string, JobHandler> = {
    relayout: (job, jc) => runRelayout({ ctx: services, input: { job, workerId: jc.workerId, signal: jc.signal, setProgress: jc.setProgress } }),
  };
  jobs = createJobRunner({
    db: database.db,
    clock,
    log,
    workers: config.SKYPLAN_JOB_WORKERS,
    leaseSeconds: config.SKYPLAN_JOB_LEASE_SECONDS,
    pollMs: overrides.jobPollMs,
    handlers: jobHandlers,
  });
  // With the embedded database only this process can open it: it answers the admin CLI itself.
  const admin =
    database.kind === 'pglite' && !overrides.inMemory
      ? await startAdminSocket(config.SKYPLAN_DATA_DIR, { db: database.db, clock }).catch((err: Error) => {
          log.warn({ err: err.message }, 'admin socket not available; stop the server to use npm run admin');
          return null;
        })
      : null;
  return {
    services,
    database,
    jobs,
    jobHandlers,
    async close() {
      await admin?.close();
      await jobs?.stop();
      await Promise.allSettled([services.engine.close(), pool.close(), renderer?.close(), services.mailer.close(), services.limiter.close()]);
      await database.close();
    },
  };
}
