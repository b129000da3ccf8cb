import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, isAmbiguous, SkyplanApiError, type ClientOptions } from './index.js';
import { GENEROUS_LIMITS } from '../server/testing/server.js';
import { createBuiltinPlanner } from '../server/ai/index.js';
import { startLiveServer, type LiveServer } from './testing/live-server.js';

/**
 * Retry rules against the real server: a lost answer is replayed (same Idempotency-Key, no second
 * charge), 429 waits for Retry-After (capped at 30 s), timeouts are ambiguous.
 */
let live: LiveServer;
const builtin = createBuiltinPlanner();
/** Prompts containing "gated" wait in the planner until the test opens the gate. */
let openGate: () => void = () => undefined;
let gate: Promise<void> = Promise.resolve();

beforeAll(async () => {
  live = await startLiveServer({
    // Test keys get 2 requests a minute here, so the 429 path is reachable; live keys are unlimited.
    services: {
      rateLimits: { ...GENEROUS_LIMITS, test: 2 },
      // The real builtin planner; prompts containing "gated" stall in it until the test says so.
      planner: {
        planEdit: (input, ctx) => builtin.planEdit(input, ctx),
        enhancePrompt: (input, ctx) => builtin.enhancePrompt(input, ctx),
        clarifyPrompt: (input, ctx) => builtin.clarifyPrompt(input, ctx),
        async planDiagram(input, ctx) {
          if (/gated/.test(input.prompt)) await gate;
          return builtin.planDiagram(input, ctx);
        },
      },
    },
  });
});
afterAll(async () => {
  await live?.close();
});

/** A client on a fresh account; `fetch` sees every attempt. */
async function clientFor(options: ClientOptions = {}, keyOpts: { livemode?: boolean } = {}) {
  const caller = await live.server.keyCaller(undefined, keyOpts);
  const apiKey = caller.headers.authorization!.slice('Bearer '.length);
  return createClient({ baseUrl: live.baseUrl, apiKey, retry: { ambiguousDelaysMs: [0, 0, 0] }, ...options });
}

/** Records each request and its Idempotency-Key. */
function recording(inner: typeof fetch = fetch) {
  const calls: { method: string; url: string; key: string | null }[] = [];
  const wrapped: typeof fetch = (input, init) => {
    calls.push({ method: init?.method ?? 'GET', url: String(input), key: new Headers(init?.headers).get('idempotency-key') });
    return inner(input, init);
  };
  return { calls, fetch: wrapped };
}

describe('retries against the real server', () => {
  it('replays a generate whose answer was lost after the server charged it: same key, same diagram, one charge', async () => {
    let dropped = false;
    const rec = recording(async (input, init) => {
      const res = await fetch(input, init);
      if (!dropped && init?.method === 'POST') {
        dropped = true;
        await res.text(); // the server has finished and charged; the answer never reaches us
        throw new TypeError('fetch failed: socket hang up');
      }
      return res;
    });
    const client = await clientFor({ fetch: rec.fetch });
    const diagram = await client.diagrams.generate({ prompt: 'Web app, answer lost once' });
    const posts = rec.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]!.key).toBe(posts[0]!.key);
    expect((await client.diagrams.list()).items.map((d) => d.id)).toEqual([diagram.id]);
    const ledger = await client.usage.history({ action: 'generate' });
    expect(ledger.summary.task_count).toBe(1);
    expect(ledger.summary.total_credits_charged).toBe(diagram.usage!.credits_charged);
  });

  it('replays an edit answered by a proxy 502 after the server did the work, with the caller\'s own key', async () => {
    let failed = false;
    const rec = recording(async (input, init) => {
      const res = await fetch(input, init);
      if (!failed && String(input).endsWith('/edit')) {
        failed = true;
        await res.text();
        return new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } });
      }
      return res;
    });
    const client = await clientFor({ fetch: rec.fetch });
    const { id } = await client.diagrams.generate({ prompt: 'Three-tier web app on AWS with an ALB, EC2 app servers and RDS' });
    const edited = await client.diagrams.edit(id, { edit_prompt: 'add cloudfront in front of the alb' }, { idempotencyKey: 'order-42' });
    expect(rec.calls.filter((c) => c.url.endsWith('/edit')).map((c) => c.key)).toEqual(['order-42', 'order-42']);
    expect(edited.version_number).toBe(2);
    expect((await client.usage.history({ action: 'edit' })).summary.task_count).toBe(1);
  });

  it('never repeats a definite failure', async () => {
    const rec = recording();
    const client = await clientFor({ fetch: rec.fetch });
    await expect(client.diagrams.edit('11111111-1111-1111-1111-111111111111', { edit_prompt: 'add a waf' })).rejects.toMatchObject({ status: 404 });
    expect(rec.calls).toHaveLength(1);
  });

  it('times out a stalled attempt (TIMEOUT, ambiguous); the same key then yields one diagram, charged once', async () => {
    gate = new Promise((resolve) => (openGate = resolve));
    const caller = await live.server.keyCaller();
    const apiKey = caller.headers.authorization!.slice('Bearer '.length);
    const impatient = createClient({ baseUrl: live.baseUrl, apiKey, timeoutMs: 300, retry: { ambiguousDelaysMs: [] } });
    const body = { prompt: 'gated web app' };
    const err = await impatient.diagrams.generate(body, { idempotencyKey: 'gated-1' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SkyplanApiError);
    expect(err).toMatchObject({ status: 0, code: 'TIMEOUT' });
    expect(isAmbiguous(err)).toBe(true);
    openGate();
    // Whatever the server did with the abandoned attempt (finished it, cancelled it when the
    // client hung up, or is still finishing it: 409), the same key yields one diagram, one charge.
    const patient = createClient({ baseUrl: live.baseUrl, apiKey, retry: { ambiguousDelaysMs: [50, 200, 1000] } });
    const diagram = await patient.diagrams.generate(body, { idempotencyKey: 'gated-1' });
    expect((await patient.diagrams.list()).items.map((d) => d.id)).toEqual([diagram.id]);
    expect((await patient.usage.history({ action: 'generate' })).summary.task_count).toBe(1);
  });

  it('stops retrying when the next wait would pass the time budget', async () => {
    const rec = recording(async () => {
      throw new TypeError('connect ECONNREFUSED');
    });
    const client = await clientFor({ fetch: rec.fetch, retry: { ambiguousDelaysMs: [30, 30, 30], budgetMs: 50 } });
    await expect(client.diagrams.generate({ prompt: 'never arrives' })).rejects.toMatchObject({ code: 'CONNECTION_ERROR' });
    expect(rec.calls).toHaveLength(2);
  });

  it('waits out 429 as Retry-After says, at most 30 s a wait, then succeeds', async () => {
    // Put the server's clock 1 s into a rate-limit minute: Retry-After is then 59 s.
    const now = live.server.clock.now().getTime();
    live.server.clock.advance((60_000 - (now % 60_000) + 1_000) / 1000);
    const waits: number[] = [];
    const client = await clientFor({ sleep: live.clockSleep, onRetry: (r) => waits.push(r.delayMs) }, { livemode: false });
    await client.me.get();
    await client.me.get();
    const me = await client.me.get(); // the 3rd request this minute: 429, then a wait, then through
    expect(me.livemode).toBe(false);
    expect(waits).toEqual([30_000, 29_000]); // capped at 30 s, then the 29 s left of the minute
  });

  it('gives up on 429 after 3 retries and reports retry_after', async () => {
    const waits: number[] = [];
    const client = await clientFor({ sleep: async () => undefined, onRetry: (r) => waits.push(r.delayMs) }, { livemode: false });
    await client.me.get();
    await client.me.get();
    const err = (await client.me.get().catch((e: unknown) => e)) as SkyplanApiError;
    expect(err).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(err.retryAfter).toBeGreaterThan(0);
    expect(waits).toHaveLength(3);
  });
});
