import { performance } from 'node:perf_hooks';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createRenderer, RenderCrashError, RenderTimeoutError } from './index.js';
import { locateRenderFiles } from './locate.js';
import { RenderPool } from './pool.js';
import { OverloadError, WorkBudget } from '../compute/admission.js';
import { grid, SIMPLE } from './testdata/diagrams.js';

const paths = locateRenderFiles();

describe('render pool', () => {
  const pool = new RenderPool({ size: 1, timeoutMs: 20_000, maxWorkerMemoryMb: 1024, paths });
  afterAll(() => pool.close());

  it('starts workers only when the first request comes', async () => {
    expect(pool.running).toBe(0);
    await pool.run('svg', SIMPLE, {});
    expect(pool.running).toBe(1);
  });

  it('replaces a worker that dies and fails only the request it was running', async () => {
    const err = await pool.run('crash-for-test').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RenderCrashError);
    expect((err as Error).message).toMatch(/restarted/);
    const after = await pool.run<{ svg: string }>('svg', SIMPLE, {});
    expect(after.svg).toContain('<svg');
  });

  it("takes a waiting export out of the queue when its request's time in the pools is up (503), and keeps serving", async () => {
    const first = pool.run<{ svg: string }>('svg', grid(36), {}, { owner: 'a' });
    // A 1 ms allowance: the export ahead of it cannot be drawn within it.
    const err = await pool.run('svg', SIMPLE, {}, { owner: 'b', budget: new WorkBudget(1) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OverloadError);
    expect((err as OverloadError).reason).toBe('deadline');
    expect((err as OverloadError).headers['retry-after']).toMatch(/^\d+$/);
    expect((await first).svg).toContain('<svg');
  });
});

describe('render timeout', () => {
  const pool = new RenderPool({ size: 1, timeoutMs: 3_000, maxWorkerMemoryMb: 1024, paths });
  afterAll(() => pool.close());

  it('stops a hung render with a clear error and keeps serving', async () => {
    await pool.run('svg', SIMPLE, {}); // warm, so the limit measures the hang only
    // The render never ends by itself: only the 3 s limit can end it, with this error.
    const err = await pool.run('hang-for-test').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RenderTimeoutError);
    const after = await pool.run<{ svg: string }>('svg', SIMPLE, {});
    expect(after.svg).toContain('<svg');
  }, 60_000);
});

describe('the main thread stays responsive during exports', () => {
  const renderer = createRenderer({ workers: 1 });
  afterAll(() => renderer.close());

  it('answers HTTP requests and fires timers while a heavy export runs', async () => {
    await renderer.warm();
    const server = createServer((_req, res) => res.end('pong'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const ping = () =>
      new Promise<void>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: '/' }, (res) => {
          res.resume();
          res.on('end', resolve);
        }).on('error', reject).end();
      });
    try {
      // Event-loop utilisation of this (the server's) thread: the share of the time it was busy
      // rather than waiting. Rendering here would keep it near 1; in a worker it stays low. A
      // ratio, not a time: a busy machine slows everything alike. (Latency is in bench:export.)
      const before = performance.eventLoopUtilization();
      const heavy = renderer.renderPng(grid(200), { scale: 2 });
      let done = false;
      void heavy.finally(() => (done = true));
      let pongs = 0;
      let ticks = 0;
      while (!done) {
        await new Promise((r) => setTimeout(r, 20));
        ticks++;
        await ping();
        pongs++;
      }
      const utilisation = performance.eventLoopUtilization(before).utilization;
      const result = await heavy;
      expect(result.width).toBeGreaterThan(1000);
      // The export took a while, and the server answered and ran its timers all along.
      expect(pongs).toBeGreaterThan(5);
      expect(ticks).toBe(pongs);
      expect(utilisation).toBeLessThan(0.5);
    } finally {
      server.close();
    }
  }, 120_000);
});
