/**
 * API benchmark: throughput and p99 latency of `GET /api/v2/diagrams/{id}` (auth, rate limit,
 * database read, score, JSON) under keep-alive load on 127.0.0.1, reported as a ratio to a bare
 * Fastify route answering the same JSON object in the same run. Goal: ratio ≥ 0.5. Credentials
 * and current diagrams are served from the read cache: with PGlite (the embedded default) from the
 * start, with PostgreSQL once its notification channel proved to work (the run waits for that).
 *
 * `npm run bench:api` — PGlite by default; BENCH_DATABASE_URL=postgres://… to measure PostgreSQL.
 * BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 16). The per-key rate limit is raised for
 * the run (it would otherwise refuse the load after 60 requests).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import { createApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { startRuntime } from '../src/server/runtime.js';
import { ensureAccount } from '../src/server/services/accounts/ensure-account.js';
import { createKey } from '../src/server/services/keys/keys.js';
import { compile } from '../src/engine/drawio/index.js';
import { layoutModel } from '../src/engine/layout/index.js';
import type { ArchitectureModel } from '../src/engine/model/index.js';
import { insertDiagram } from '../src/server/services/diagrams/store.js';
import { sampleModel } from '../src/server/testing/factories.js';

/** The diagram every request reads: a small real AWS web app (the tests' sample) with its review. */
const MODEL: ArchitectureModel = sampleModel('Bench web app');

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

/** Load generator in its own thread (undici Pool, keep-alive), so it does not share the server's event loop. */
const LOADGEN = `
const { parentPort, workerData } = require('node:worker_threads');
const { Pool } = require('undici');
(async () => {
  const { origin, path, headers, seconds, connections } = workerData;
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 60000 });
  const run = async (ms, record) => {
    const end = Date.now() + ms;
    const latencies = [];
    let errors = 0;
    await Promise.all(Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        try {
          const res = await pool.request({ path, method: 'GET', headers });
          await res.body.arrayBuffer();
          if (res.statusCode !== 200) errors++;
        } catch { errors++; }
        if (record) latencies.push(performance.now() - t);
      }
    }));
    return { latencies, errors };
  };
  await run(1000, false);
  const { latencies, errors } = await run(seconds * 1000, true);
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  parentPort.postMessage({ requests: latencies.length, errors, rps: latencies.length / seconds, p50: q(0.5), p99: q(0.99) });
  await pool.close();
})();
`;

function load(origin: string, urlPath: string, headers: Record<string, string>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOADGEN, { eval: true, workerData: { origin, path: urlPath, headers, seconds, connections } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyplan-bench-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const config = loadConfig({ NODE_ENV: 'production', SKYPLAN_DATA_DIR: dataDir, SKYPLAN_JOB_WORKERS: '0', SKYPLAN_SEED_LIBRARY: 'false', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const schema = databaseUrl ? `bench_${process.pid}` : undefined;
  const runtime = await startRuntime(config, {
    schema,
    log: { info: () => undefined, warn: () => undefined, error: (o, m) => console.error(m, o) },
    services: { rateLimits: { live: 1e9, test: 1e9, session: 1e9, loginPerEmail: 5, loginPerIp: 30 } },
  });
  await runtime.database.cacheActive();
  const app = await createApp({ config, services: runtime.services, logger: false });
  const { account } = await ensureAccount({ ctx: runtime.services, input: { email: 'bench@example.test' } });
  const { key } = await createKey({ ctx: runtime.services, input: { accountId: account.id } });
  const xml = compile(MODEL, await layoutModel(MODEL));
  const review = runtime.services.engine.review(MODEL);
  const { diagram } = await runtime.services.db.transaction().execute((trx) =>
    insertDiagram(trx, { accountId: account.id, title: MODEL.title, cloudProvider: 'aws', diagramType: 'architecture' }, { xml, promptText: 'bench', ...review }, new Date()),
  );
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = { authorization: `Bearer ${key}` };
  const sample = await app.inject({ method: 'GET', url: `/api/v2/diagrams/${diagram.id}`, headers });
  if (sample.statusCode !== 200) throw new Error(`GET /diagrams/{id} answered ${sample.statusCode}: ${sample.body}`);
  const body = sample.body;

  // The baseline: the least a Fastify JSON route does for the same answer — no auth, no database,
  // just the same object serialized.
  const answer = JSON.parse(body) as unknown;
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => answer);
  const bareOrigin = await bare.listen({ port: 0, host: '127.0.0.1' });

  console.log(`GET /api/v2/diagrams/{id} vs a bare Fastify route, ${connections} keep-alive connections, ${seconds} s each, body ${body.length} bytes, ${runtime.database.kind}, ${os.availableParallelism()} cores`);
  const baseline = await load(bareOrigin, '/bare', {});
  const skyplan = await load(origin, `/api/v2/diagrams/${diagram.id}`, headers);
  const row = (name: string, r: LoadResult) =>
    `${name.padEnd(24)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${r.p50.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms   errors ${r.errors}`;
  console.log(row('bare Fastify', baseline));
  console.log(row('GET /diagrams/{id}', skyplan));
  const ratio = skyplan.rps / baseline.rps;
  console.log(`throughput ratio ${ratio.toFixed(2)} (goal ≥ 0.50: ${ratio >= 0.5 ? 'met' : 'NOT met'}); p99 ratio ${(skyplan.p99 / baseline.p99).toFixed(2)}`);
  console.log(JSON.stringify({ bench: 'api', database: runtime.database.kind, baseline, skyplan, ratio }));

  await bare.close();
  await app.close();
  if (schema) await runtime.services.db.schema.dropSchema(schema).ifExists().cascade().execute().catch(() => undefined);
  await runtime.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
