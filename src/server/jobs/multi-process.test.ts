import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startRuntime, type Runtime } from '../runtime.js';
import { ensureAccount } from '../services/accounts/ensure-account.js';
import { startRelayout } from '../services/relayout/start.js';
import { findOwnedWithCurrent } from '../services/diagrams/store.js';
import type { Actor } from '../context.js';
import { pgTarget } from '../testing/db.js';
import { createDiagramRow, messyXml } from '../testing/factories.js';
import { repoRoot } from '../paths.js';

const target = await pgTarget();
const root = repoRoot();

/** Starts a real worker process on the shared schema; resolves once its workers run. */
function worker(schema: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; output: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/testing/job-worker-process.ts')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: target.url, SKYPLAN_TEST_SCHEMA: schema, SKYPLAN_JOB_WORKERS: '2', SKYPLAN_JOB_LEASE_SECONDS: '2', SKYPLAN_SEED_LIBRARY: 'false', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output.join('')}`)), 60_000);
    child.stdout!.on('data', (d: Buffer) => {
      output.push(d.toString());
      if (output.join('').includes('ready ')) {
        clearTimeout(timer);
        resolve({ child, output });
      }
    });
    child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (!output.join('').includes('ready ')) reject(new Error(`worker exited (${code}):\n${output.join('')}`));
    });
  });
}

async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!target.available)('jobs across processes sharing one PostgreSQL', () => {
  let runtime: Runtime;
  let schema: string;
  const children: ChildProcess[] = [];
  let actor: Actor;

  beforeAll(async () => {
    schema = target.freshSchema('jobs');
    const config = loadConfig({ DATABASE_URL: target.url, SKYPLAN_JOB_WORKERS: '0', NODE_ENV: 'test', SKYPLAN_DATA_DIR: '/tmp/skyplan-jobs-test' });
    runtime = await startRuntime(config, { schema });
    const { account } = await ensureAccount({ ctx: runtime.services, input: { email: 'jobs@example.test' } });
    actor = { accountId: account.id, email: account.email, plan: 'free', via: 'key', keyId: null, sessionId: null, livemode: true, scopes: [], source: 'api', requestId: null, tool: null };
  }, 120_000);

  // A test's worker processes end with it (also when it fails), so none takes the next test's job.
  afterEach(async () => {
    const running = children.splice(0).filter((c) => c.exitCode === null && c.signalCode === null);
    await Promise.all(
      running.map(
        (c) =>
          new Promise((done) => {
            const hard = setTimeout(() => c.kill('SIGKILL'), 15_000);
            c.once('exit', () => done(clearTimeout(hard)));
            c.kill('SIGTERM');
          }),
      ),
    );
  });

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await runtime?.close();
    if (schema) await target.dropSchema(schema);
  });

  async function queue(n: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const { diagram } = await createDiagramRow(runtime.services, actor.accountId, { xml: await messyXml(undefined, 31 + i) });
      const started = await startRelayout({ ctx: { ...runtime.services, actor }, input: { id: diagram.id, confirm: true } });
      ids.push(started.body.job_id!);
    }
    return ids;
  }

  it('two processes run each re-layout job exactly once; a third, caching reads, sees their writes', async () => {
    const jobs = await queue(6);
    const db = runtime.services.db;
    // This process reads the diagrams through its read cache now (version 1 each), before any
    // worker process runs: a re-layout can take milliseconds, so a running worker could already
    // have written version 2 and cleared the entry between the read and the look at the cache…
    await runtime.database.cacheActive();
    const diagramIds = (await db.selectFrom('jobs').select('diagram_id').where('id', 'in', jobs).execute()).map((j) => j.diagram_id!);
    const read = (id: string) => findOwnedWithCurrent(db, actor.accountId, id, runtime.services.cache);
    for (const id of diagramIds) expect((await read(id)).version.version_number).toBe(1);
    for (const id of diagramIds) expect(runtime.services.cache!.get(`diagram:${id}`)).toBeDefined();
    const [a, b] = await Promise.all([worker(schema), worker(schema)]);
    children.push(a.child, b.child);
    const rows = await until('all jobs done', async () => {
      const r = await db.selectFrom('jobs').select(['id', 'status', 'attempts', 'locked_by', 'diagram_id']).where('id', 'in', jobs).execute();
      return r.every((j) => j.status === 'done') && r;
    });
    expect(rows.map((r) => r.attempts)).toEqual(jobs.map(() => 1));
    const pids = new Set(rows.map((r) => r.locked_by!.split(':')[1]));
    expect(pids.size).toBeGreaterThanOrEqual(1);
    for (const r of rows) {
      const versions = await db.selectFrom('versions').select('version_number').where('diagram_id', '=', r.diagram_id!).execute();
      expect(versions.map((v) => v.version_number).sort()).toEqual([1, 2]);
    }
    // …and after the other processes wrote version 2, its cache serves version 2, not a stale 1.
    await runtime.database.cacheSync();
    for (const id of diagramIds) expect((await read(id)).version.version_number).toBe(2);
    const ledger = await db.selectFrom('credit_ledger').select('diagram_id').where('action', '=', 'relayout').where('account_id', '=', actor.accountId).execute();
    expect(ledger.map((l) => l.diagram_id).sort()).toEqual(rows.map((r) => r.diagram_id).sort());
  }, 180_000);

  it('kill -9 of the process running a job: after a restart the job completes, once, nothing lost', async () => {
    const first = await worker(schema, { SKYPLAN_TEST_LAYOUT_DELAY_MS: '4000' });
    children.push(first.child);
    const [job] = await queue(1);
    const db = runtime.services.db;
    await until('the job to be running in the first process', async () => first.output.join('').includes('layout-start'));
    const running = await db.selectFrom('jobs').selectAll().where('id', '=', job!).executeTakeFirstOrThrow();
    expect(running.status).toBe('running');
    expect(running.locked_by).toContain(`:${first.child.pid}:`);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const second = await worker(schema);
    children.push(second.child);
    const done = await until('the job to finish in the restarted process', async () => {
      const j = await db.selectFrom('jobs').selectAll().where('id', '=', job!).executeTakeFirstOrThrow();
      return j.status === 'done' && j;
    });
    expect(done.attempts).toBe(2);
    expect(done.locked_by).toContain(`:${second.child.pid}:`);
    const versions = await db.selectFrom('versions').select('version_number').where('diagram_id', '=', done.diagram_id!).execute();
    expect(versions.map((v) => v.version_number).sort()).toEqual([1, 2]);
    const charges = await db.selectFrom('credit_ledger').select('id').where('diagram_id', '=', done.diagram_id!).where('action', '=', 'relayout').execute();
    expect(charges).toHaveLength(1);
  }, 180_000);
});
