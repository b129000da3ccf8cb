import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { ServiceDeps } from '../context.js';
import { startRuntime, type Runtime } from '../runtime.js';
import { createKey } from '../services/keys/keys.js';
import { claimJob, failJob } from '../jobs/queue.js';
import { PermanentJobError } from '../jobs/runner.js';
import { ensureAccount } from '../services/accounts/ensure-account.js';
import { ManualClock } from './clock.js';
import { migratedPgliteImage, pgTarget } from './db.js';
import { TestSmtp } from './smtp.js';

/**
 * The test server harness: the real app (createApp + inject, no port) over a real database —
 * PGlite in memory, or a fresh schema of the test PostgreSQL — with a manual clock, a real local
 * SMTP server for sign-in mail, and generous rate limits (tests of the limits set their own).
 */
export type DbKind = 'pglite' | 'postgres';

export interface TestServerOptions {
  db: DbKind;
  services?: Partial<ServiceDeps>;
  jobWorkers?: number;
  env?: Record<string, string>;
}

export interface Caller {
  headers: Record<string, string>;
  accountId: string;
  email: string;
}

export interface TestServer {
  app: FastifyInstance;
  runtime: Runtime;
  services: ServiceDeps;
  clock: ManualClock;
  smtp: TestSmtp;
  kind: DbKind;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** A new account and a live key for it (Authorization header ready). */
  keyCaller(email?: string, opts?: { livemode?: boolean; scopes?: string[]; plan?: string }): Promise<Caller>;
  /** Signs in through the e-mailed code; headers carry the session cookie and CSRF token. */
  sessionCaller(email?: string): Promise<Caller & { csrf: string; cookie: string }>;
  /** Runs every queued job to the end in this test's process (instead of background workers). */
  drainJobs(): Promise<number>;
  close(): Promise<void>;
}

let counter = 0;
export const uniqueEmail = (label = 'user') => `${label}-${process.pid}-${Date.now().toString(36)}-${counter++}@example.test`;

export const GENEROUS_LIMITS = { live: 100_000, test: 100_000, session: 100_000, loginPerEmail: 1000, loginPerIp: 100_000 };

export async function createTestServer(opts: TestServerOptions): Promise<TestServer> {
  const target = await pgTarget();
  const schema = opts.db === 'postgres' ? target.freshSchema('srv') : undefined;
  const smtp = new TestSmtp();
  const smtpUrl = await smtp.start();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyplan-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    SKYPLAN_DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    SKYPLAN_JOB_WORKERS: String(opts.jobWorkers ?? 0),
    SKYPLAN_SEED_LIBRARY: 'false',
    PUBLIC_URL: 'http://skyplan.test',
    // Like the rate limits: test files run side by side on shared machines, so no request is
    // refused for time in the pools unless a test asks for a deadline (admission has its own tests).
    SKYPLAN_WORK_DEADLINE_MS: '600000',
    // For the same reason the per-task budgets are generous and the workers run at normal
    // priority: on a machine loaded by other jobs a layout at nice 10 can take longer than the
    // production 10 s budget, and a test about editing must not fail for that.
    SKYPLAN_COMPUTE_BUDGET_MS: '600000',
    SKYPLAN_EXPORT_BUDGET_MS: '600000',
    SKYPLAN_WORKER_NICE: '0',
    ...(opts.db === 'postgres' ? { DATABASE_URL: target.url } : {}),
    ...opts.env,
  });
  const clock = new ManualClock();
  const runtime = await startRuntime(config, {
    inMemory: opts.db === 'pglite',
    pgliteImage: opts.db === 'pglite' ? await migratedPgliteImage() : undefined,
    schema,
    jobPollMs: 50,
    log: { info: () => undefined, warn: () => undefined, error: (o, m) => console.error(m, o) },
    services: { clock, rateLimits: GENEROUS_LIMITS, ...opts.services },
  });
  const app = await createApp({ config, services: runtime.services, logger: false });
  await app.ready();
  runtime.jobs.start();
  const server: TestServer = {
    app,
    runtime,
    services: runtime.services,
    clock,
    smtp,
    kind: opts.db,
    inject: (o) => app.inject(o),
    async keyCaller(email = uniqueEmail('key'), o = {}) {
      const { account } = await ensureAccount({ ctx: runtime.services, input: { email, plan: o.plan } });
      const { key } = await createKey({ ctx: runtime.services, input: { accountId: account.id, livemode: o.livemode ?? true, scopes: o.scopes } });
      return { headers: { authorization: `Bearer ${key}` }, accountId: account.id, email };
    },
    async sessionCaller(email = uniqueEmail('web')) {
      const before = smtp.received.length;
      // Each sign-in from its own address, so per-IP limits under test are not spent here.
      const remoteAddress = `10.250.${Math.floor(counter / 250) % 250}.${counter++ % 250}`;
      const start = await app.inject({ method: 'POST', url: '/api/v2/auth/email/start', payload: { email }, remoteAddress });
      if (start.statusCode !== 202) throw new Error(`sign-in start failed: ${start.body}`);
      const code = await smtp.codeFor(email, before);
      const verify = await app.inject({ method: 'POST', url: '/api/v2/auth/email/verify', payload: { email, code }, remoteAddress });
      if (verify.statusCode !== 200) throw new Error(`sign-in verify failed: ${verify.body}`);
      const body = verify.json() as { csrf_token: string; account: { id: string } };
      const cookie = verify.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      return { headers: { cookie, 'x-csrf-token': body.csrf_token }, accountId: body.account.id, email, csrf: body.csrf_token, cookie };
    },
    async drainJobs() {
      let ran = 0;
      for (;;) {
        const job = await claimJob(runtime.services.db, 'test-drain', 60, clock.now(), Object.keys(runtime.jobHandlers));
        if (!job) return ran;
        const controller = new AbortController();
        try {
          await runtime.jobHandlers[job.kind]!(job, { workerId: 'test-drain', signal: controller.signal, setProgress: () => undefined });
        } catch (err) {
          await failJob(runtime.services.db, job, 'test-drain', (err as Error).message, clock.now(), !(err instanceof PermanentJobError));
        }
        ran++;
      }
    },
    async close() {
      await app.close();
      await runtime.close();
      await smtp.close();
      if (schema) await target.dropSchema(schema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/**
 * Runs a suite once per database: PGlite always, PostgreSQL when reachable (skipped with a
 * visible message locally, a failure in CI). One server per database per file.
 */
export async function describeOnDatabases(name: string, suite: (get: () => TestServer) => void, opts: Omit<TestServerOptions, 'db'> = {}): Promise<void> {
  const target = await pgTarget();
  for (const kind of ['pglite', 'postgres'] as const) {
    const run = kind === 'pglite' || target.available ? describe : describe.skip;
    run(`${name} [${kind}]`, () => {
      let server: TestServer | null = null;
      beforeAll(async () => {
        server = await createTestServer({ ...opts, db: kind });
      });
      afterAll(async () => {
        await server?.close();
      });
      suite(() => {
        if (!server) throw new Error('test server not started');
        return server;
      });
    });
  }
}
