import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { ManualClock } from '../testing/clock.js';
import { createTestServer, GENEROUS_LIMITS, type TestServer } from '../testing/server.js';
import { memoryLimiter, redisLimiter } from './index.js';

const REDIS_URL = process.env.SKYPLAN_TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    if (process.env.CI) throw new Error(`Redis at ${REDIS_URL} is required in CI but unreachable`);
    console.warn(`\n⚠ Redis at ${REDIS_URL} is unreachable: SKIPPING the Redis limiter test.\n`);
    return false;
  } finally {
    probe.disconnect();
  }
}
const hasRedis = await redisReachable();

describe('rate limiters', () => {
  it('count a fixed window per key and reset when it passes (in-process)', async () => {
    const clock = new ManualClock(new Date('2026-01-01T00:00:10Z'));
    const limiter = memoryLimiter(clock);
    const limit = { limit: 3, windowSeconds: 60 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('k', limit));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfter).toBe(50);
    expect((await limiter.hit('other', limit)).allowed).toBe(true);
    clock.advance(50);
    expect((await limiter.hit('k', limit)).allowed).toBe(true);
  });

  it.skipIf(!hasRedis)('share counts between processes through Redis', async () => {
    const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
    const prefix = `skyplan-test:${process.pid}:${Date.now()}:`;
    const a = redisLimiter(new Redis(REDIS_URL), clock, prefix);
    const b = redisLimiter(new Redis(REDIS_URL), clock, prefix);
    const limit = { limit: 2, windowSeconds: 60 };
    expect((await a.hit('key', limit)).allowed).toBe(true);
    expect((await b.hit('key', limit)).allowed).toBe(true);
    const third = await a.hit('key', limit);
    expect(third).toMatchObject({ allowed: false, retryAfter: 60 });
    await Promise.all([a.close(), b.close()]);
  });
});

describe('per-credential limits on the API (live 60/min, test 20/min, sessions 60/min)', () => {
  let s: TestServer;
  afterAll(() => s?.close());

  it('answers 429 RATE_LIMITED with Retry-After and details.retry_after once a test key passes 20 calls a minute', async () => {
    s = await createTestServer({ db: 'pglite', services: { rateLimits: { ...GENEROUS_LIMITS, live: 60, test: 20, session: 60 } } });
    const test = await s.keyCaller(undefined, { livemode: false });
    const live = await s.keyCaller();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await s.inject({ method: 'GET', url: '/api/v2/me', headers: test.headers })).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    const refused = await s.inject({ method: 'GET', url: '/api/v2/me', headers: test.headers });
    expect(refused.statusCode).toBe(429);
    const retry = Number(refused.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED', details: { retry_after: retry } });
    for (let i = 0; i < 60; i++) expect((await s.inject({ method: 'GET', url: '/api/v2/me', headers: live.headers })).statusCode).toBe(200);
    expect((await s.inject({ method: 'GET', url: '/api/v2/me', headers: live.headers })).statusCode).toBe(429);
    s.clock.advance(61);
    expect((await s.inject({ method: 'GET', url: '/api/v2/me', headers: test.headers })).statusCode).toBe(200);
  });

  it('counts gallery thumbnails against their own allowance, ten times the usual', async () => {
    const key = await s.keyCaller(undefined, { livemode: false });
    const thumb = { method: 'GET' as const, url: '/api/v2/gallery/00000000-0000-4000-8000-00000000abcd/thumbnail', headers: key.headers };
    const codes: number[] = [];
    for (let i = 0; i < 201; i++) codes.push((await s.inject(thumb)).statusCode);
    expect(codes.slice(0, 200).every((c) => c === 404)).toBe(true); // counted, answered (no such item)
    expect(codes[200]).toBe(429);
    // The previews did not use up the key's 20 ordinary requests.
    expect((await s.inject({ method: 'GET', url: '/api/v2/me', headers: key.headers })).statusCode).toBe(200);
  });

  it("counts an export of one fixed version (the diagrams list's previews) as a preview, a plain export as a request", async () => {
    const key = await s.keyCaller(undefined, { livemode: false });
    const base = '/api/v2/diagrams/00000000-0000-4000-8000-00000000abcd/export?format=svg';
    const pinned = { method: 'GET' as const, url: `${base}&version_id=00000000-0000-4000-8000-00000000dcba`, headers: key.headers };
    const pinnedCodes: number[] = [];
    for (let i = 0; i < 30; i++) pinnedCodes.push((await s.inject(pinned)).statusCode);
    expect(pinnedCodes.every((c) => c !== 429)).toBe(true);
    const plainCodes: number[] = [];
    for (let i = 0; i < 21; i++) plainCodes.push((await s.inject({ method: 'GET', url: base, headers: key.headers })).statusCode);
    expect(plainCodes.slice(0, 20).every((c) => c !== 429)).toBe(true);
    expect(plainCodes[20]).toBe(429);
  });
});
