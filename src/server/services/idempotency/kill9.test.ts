import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { planDiagram } from '../../../engine/planner/index.js';
import { repoRoot } from '../../paths.js';
import { openAiStream } from '../../ai/testing/fake-providers.js';
import { startFakeServer } from '../../ai/testing/fake-server.js';
import { EDIT_REPLY } from '../../ai/testing/plans.js';
import { sampleXml } from '../../testing/factories.js';

/**
 * A real server process is killed (SIGKILL) while a billable edit waits on its AI provider; a
 * new process on the same data takes the retry with the same Idempotency-Key, on the SDKs'
 * retry ladder (5, 15, 30 s apart): the edit runs once and is charged once.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyplan-kill9-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('kill -9 mid-edit, then the same Idempotency-Key succeeds on the SDK retry ladder, charged once', async () => {
  const model = planDiagram('api gateway lambda dynamodb', { provider: 'aws', diagramType: 'auto' }).model;
  const fn = model.nodes.find((n) => n.service === 'aws.lambda')!.id;
  const db = model.nodes.find((n) => n.service === 'aws.dynamodb')!.id;
  const reply = JSON.stringify({ ...EDIT_REPLY, ops: [{ ...EDIT_REPLY.ops[0], source: fn, target: db }] });
  // The first call never answers (the server dies while waiting); later calls answer.
  const provider = await startFakeServer((_req, i) => (i === 0 ? { hang: true } : openAiStream(reply)));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SKYPLAN_DATA_DIR: dataDir,
    SKYPLAN_SEED_LIBRARY: 'false',
    SKYPLAN_AI: 'openai-compatible',
    SKYPLAN_AI_BASE_URL: provider.url,
    SKYPLAN_AI_MODEL: 'fake',
    SKYPLAN_LOG_LEVEL: 'silent',
    DATABASE_URL: '',
    REDIS_URL: '',
    NODE_ENV: 'test',
  };
  const start = async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: repoRoot(), env, stdio: 'ignore' });
    children.push(child);
    for (;;) {
      const up = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
      if (up) return child;
      await sleep(200);
    }
  };
  try {
    let server = await start();
    const key = execFileSync(process.execPath, ['--import', 'tsx', 'src/server/admin/cli.ts', 'create-key', '--email', 'crash@example.com'], { cwd: repoRoot(), env }).toString().trim();
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const imported = await fetch(`${base}/api/v2/diagrams/import`, { method: 'POST', headers, body: JSON.stringify({ xml: await sampleXml(model) }) });
    const id = ((await imported.json()) as { id: string }).id;
    const edit = () =>
      fetch(`${base}/api/v2/diagrams/${id}/edit`, { method: 'POST', headers: { ...headers, 'idempotency-key': 'edit-once' }, body: JSON.stringify({ edit_prompt: 'add a queue between the function and the table' }) });

    const lost = edit().then((r) => r.status, () => 'connection lost');
    while (provider.received.length === 0) await sleep(50); // mid-edit: the provider has the request
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));
    expect(await lost).toBe('connection lost');

    server = await start();
    const statuses: number[] = [];
    for (const wait of [5_000, 15_000, 30_000]) {
      await sleep(wait);
      const res = await edit();
      statuses.push(res.status);
      if (res.status !== 409) break;
    }
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.slice(0, -1).every((s) => s === 409)).toBe(true);
    const me = (await (await fetch(`${base}/api/v2/me`, { headers })).json()) as { credits_remaining: number };
    expect(me.credits_remaining).toBe(49);
    const replay = await edit();
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
  } finally {
    await provider.close();
  }
}, 180_000);
