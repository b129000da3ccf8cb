/**
 * Hostile-load benchmark (loopback only, bounded): while 8 inflation-bomb imports, 4 maximum-length
 * prompts, 4 edits and 4 SVG exports of the largest allowed document run at once, it measures how
 * `/healthz` and another account's ordinary `GET /diagrams/{id}` answer, next to the idle baseline
 * measured in the same run. Goals: p99 ≤ 50 ms (healthz) and ≤ 100 ms (GET); the server's peak RSS
 * grows ≤ 300 MB; every hostile request ends (refused or done) within 5 s.
 *
 * `npm run bench:hostile`. The server runs from source in a child process (its own event loop and
 * memory), on a free port of 127.0.0.1 with a fresh data directory. BENCH_SECONDS (default 3) is
 * the idle baseline's length; BENCH_ATTACKS (default `import,prompt,edit,export`) picks the attacks;
 * BENCH_PORT fixes the server's port (default: a free one); BENCH_SERVER_ARGS adds node options to
 * the server only (e.g. `--cpu-prof`).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { servicesOf } from '../src/engine/catalog/index.js';
import { MAX_IMPORT_XML_CHARS, MAX_PROMPT_CHARS } from '../src/shared/contract/diagrams.js';

const baselineSeconds = Number(process.env.BENCH_SECONDS ?? 3);
const attacks = new Set((process.env.BENCH_ATTACKS ?? 'import,prompt,edit,export').split(','));
/** Extra node options for the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it. */
const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
const many = (kind: string, n: number) => (attacks.has(kind) ? n : 0);
const root = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const rssOf = (pid: number): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
};

/** One draw.io file whose compressed page inflates to ~19M characters (the reported bomb). */
function inflationBomb(): string {
  const page = `<mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0" value="${'A'.repeat(19_000_000)}"/></root></mxGraphModel>`;
  return `<mxfile><diagram id="b" name="Bomb">${deflateRawSync(Buffer.from(page), { level: 9 }).toString('base64')}</diagram></mxfile>`;
}

/** The largest plain document an import accepts: vertices in rows, each with a label, joined in pairs. */
function largestDocument(): string {
  const cells: string[] = [];
  let size = 200;
  for (let i = 0; size < MAX_IMPORT_XML_CHARS - 1000; i++) {
    const v = `<mxCell id="v${i}" value="Service ${i}" style="rounded=1;whiteSpace=wrap;" vertex="1" parent="1"><mxGeometry x="${(i % 40) * 160}" y="${Math.floor(i / 40) * 100}" width="120" height="60" as="geometry"/></mxCell>`;
    const e = i % 2 === 1 ? `<mxCell id="e${i}" edge="1" parent="1" source="v${i - 1}" target="v${i}"><mxGeometry relative="1" as="geometry"/></mxCell>` : '';
    if (size + v.length + e.length > MAX_IMPORT_XML_CHARS - 1000) break;
    cells.push(v + e);
    size += v.length + e.length;
  }
  return `<mxfile><diagram id="big" name="Big"><mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/>${cells.join('')}</root></mxGraphModel></diagram></mxfile>`;
}

/** A maximum-length prompt naming as many different services as fit. */
function longestPrompt(): string {
  const names = servicesOf('aws').map((s) => s.name);
  let prompt = 'An AWS platform where ';
  for (let k = 0; prompt.length < MAX_PROMPT_CHARS - 200; k++) prompt += `the ${names[k % names.length]} calls the ${names[(k + 7) % names.length]}, `;
  return prompt.slice(0, MAX_PROMPT_CHARS);
}

const quantile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor(s.length * p))]!;
};

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; status: number }> {
  const t = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
    return { ms: performance.now() - t, status: res.status };
  } catch {
    return { ms: performance.now() - t, status: 0 };
  }
}

/** Sequential probes of both ordinary requests until `until` resolves. */
async function probe(base: string, victim: { id: string; key: string }, until: Promise<unknown>): Promise<{ health: number[]; get: number[] }> {
  let done = false;
  void until.finally(() => (done = true));
  const health: number[] = [];
  const get: number[] = [];
  while (!done) {
    health.push((await timed(`${base}/healthz`)).ms);
    get.push((await timed(`${base}/api/v2/diagrams/${victim.id}`, { headers: { authorization: `Bearer ${victim.key}` } })).ms);
    await new Promise((r) => setTimeout(r, 10));
  }
  return { health, get };
}

async function main(): Promise<void> {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyplan-hostile-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', SKYPLAN_DATA_DIR: dataDir, SKYPLAN_SEED_LIBRARY: 'false', SKYPLAN_RATE_LIMIT_LIVE: 'unlimited', SKYPLAN_LOG_LEVEL: 'error', DATABASE_URL: '', REDIS_URL: '' };
  const server = spawn(process.execPath, [...serverArgs, '--import', 'tsx', 'src/server/main.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; i < 300 && (await timed(`${base}/healthz`)).status !== 200; i++) await new Promise((r) => setTimeout(r, 200));
    const key = (email: string) => execFileSync(process.execPath, ['--import', 'tsx', 'src/server/admin/cli.ts', 'create-key', '--email', email, '--plan', 'unlimited'], { cwd: root, env }).toString().trim();
    const attackerKey = key('attacker@example.com');
    const victimKey = key('victim@example.com');
    const post = (k: string, p: string, body: object) =>
      timed(`${base}/api/v2${p}`, { method: 'POST', headers: { authorization: `Bearer ${k}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const importAs = async (k: string, xml: string) => {
      const res = await fetch(`${base}/api/v2/diagrams/import`, { method: 'POST', headers: { authorization: `Bearer ${k}`, 'content-type': 'application/json' }, body: JSON.stringify({ xml }) });
      const body = (await res.json()) as { id?: string };
      if (!body.id) throw new Error(`import failed: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      return body.id;
    };
    const victim = { key: victimKey, id: await importAs(victimKey, '<mxfile><diagram id="p" name="P"><mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/><mxCell id="a" value="Web" vertex="1" parent="1"><mxGeometry x="10" y="10" width="120" height="60" as="geometry"/></mxCell></root></mxGraphModel></diagram></mxfile>') };
    const big = largestDocument();
    const bigId = await importAs(attackerKey, big);
    const bomb = inflationBomb();
    const prompt = longestPrompt();

    const idle = await probe(base, victim, new Promise((r) => setTimeout(r, baselineSeconds * 1000)));
    const rssBefore = rssOf(server.pid!);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(server.pid!))), 50);

    const hostile: { kind: string; ms: number; status: number }[] = [];
    const track = (kind: string, p: Promise<{ ms: number; status: number }>) => p.then((r) => hostile.push({ kind, ...r }));
    const attack = Promise.all([
      ...Array.from({ length: many('import', 8) }, () => track('inflation import', post(attackerKey, '/diagrams/import', { xml: bomb }))),
      ...Array.from({ length: many('prompt', 4) }, () => track('longest prompt', post(attackerKey, '/diagrams', { prompt, cloud_provider: 'aws' }))),
      ...Array.from({ length: many('edit', 4) }, (_, i) => track('edit of largest', post(attackerKey, `/diagrams/${bigId}/edit`, { edit_prompt: `add a Redis cache number ${i}` }))),
      ...Array.from({ length: many('export', 4) }, () => track('svg export of largest', timed(`${base}/api/v2/diagrams/${bigId}/export?format=svg`, { headers: { authorization: `Bearer ${attackerKey}` } }))),
    ]);
    const loaded = await probe(base, victim, attack);
    clearInterval(sampler);

    const row = (name: string, idleMs: number[], loadMs: number[], goal: number) => {
      const p99 = quantile(loadMs, 0.99);
      console.log(`${name.padEnd(22)} idle p50 ${quantile(idleMs, 0.5).toFixed(1)} ms p99 ${quantile(idleMs, 0.99).toFixed(1)} ms | under attack p50 ${quantile(loadMs, 0.5).toFixed(1)} ms p99 ${p99.toFixed(1)} ms (×${(p99 / quantile(idleMs, 0.99)).toFixed(1)} of idle; goal ≤ ${goal} ms: ${p99 <= goal ? 'met' : 'MISSED'})`);
    };
    console.log(`hostile load: ${hostile.length} requests (8 inflation imports, 4 prompts of ${prompt.length} chars, 4 edits and 4 SVG exports of a ${big.length}-char document)`);
    row('GET /healthz', idle.health, loaded.health, 50);
    row('GET /diagrams/{id}', idle.get, loaded.get, 100);
    const growth = (rssPeak - rssBefore) / 1024 / 1024;
    console.log(`server RSS: ${(rssBefore / 1024 / 1024).toFixed(0)} MB before, peak ${(rssPeak / 1024 / 1024).toFixed(0)} MB (growth ${growth.toFixed(0)} MB; goal ≤ 300 MB: ${growth <= 300 ? 'met' : 'MISSED'})`);
    const byKind = new Map<string, { ms: number; status: number }[]>();
    for (const h of hostile) byKind.set(h.kind, [...(byKind.get(h.kind) ?? []), h]);
    for (const [kind, list] of byKind) {
      console.log(`  ${kind.padEnd(22)} statuses ${[...new Set(list.map((l) => l.status))].join(',')} slowest ${Math.max(...list.map((l) => l.ms)).toFixed(0)} ms`);
    }
    const slowest = Math.max(...hostile.map((h) => h.ms));
    console.log(`every hostile request ended within ${(slowest / 1000).toFixed(2)} s (goal ≤ 5 s: ${slowest <= 5000 ? 'met' : 'MISSED'})`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
