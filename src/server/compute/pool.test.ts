import { afterAll, describe, expect, it } from 'vitest';
import { chainModel, sampleModel } from '../testing/factories.js';
import { FairQueue } from './fair-queue.js';
import { ComputeError, ComputePool } from './pool.js';

describe('FairQueue', () => {
  it('serves owners in turn: a backlog of one owner delays another by one item, not the backlog', () => {
    const q = new FairQueue<string>();
    for (let i = 0; i < 5; i++) q.push('busy', `busy-${i}`);
    q.push('quiet', 'quiet-0');
    q.push('other', 'other-0');
    expect([q.shift(), q.shift(), q.shift(), q.shift()]).toEqual(['busy-0', 'quiet-0', 'other-0', 'busy-1']);
    expect(q.size).toBe(3);
    expect(q.remove('busy-3')).toBe(true);
    expect(q.drain()).toEqual(['busy-2', 'busy-4']);
  });
});

describe('ComputePool', () => {
  const pool = new ComputePool({ size: 1 });
  afterAll(() => pool.close());

  it('stops a running task whose caller aborts (its worker is terminated), then serves the next task', async () => {
    const controller = new AbortController();
    const running = pool.run('layout', { model: sampleModel() }, { signal: controller.signal, owner: 'a' });
    controller.abort();
    const err = await running.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ComputeError);
    expect((err as ComputeError).reason).toBe('cancelled');
    expect(pool.cancelledRunning).toBe(1);
    const geometry = await pool.run('layout', { model: sampleModel() }, { owner: 'b' });
    expect(JSON.stringify(geometry)).toContain('"x"');
  });

  it("does not spend a task's budget on its worker's start-up (loading, warming up)", async () => {
    const first = new ComputePool({ size: 1 });
    const began = performance.now();
    await first.started();
    const startMs = performance.now() - began;
    await first.close();
    // A budget a quarter of a start-up: a task charged for its worker's start would be stopped.
    const cold = new ComputePool({ size: 1, timeoutMs: Math.max(100, Math.round(startMs / 4)) });
    try {
      const planned = await cold.run('plan', { prompt: 'a queue feeds a worker that writes to a bucket', provider: 'aws', diagramType: 'architecture' });
      expect(planned.ok && planned.model.nodes.length).toBeGreaterThanOrEqual(3);
    } finally {
      await cold.close();
    }
  });

  it('stops a task past its CPU budget with a budget error', async () => {
    // A 1 ms budget: no layout of 60 services finishes within it.
    const strict = new ComputePool({ size: 1, timeoutMs: 1 });
    try {
      const err = await strict.run('layout', { model: chainModel(60) }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ComputeError);
      expect((err as ComputeError).reason).toBe('budget');
    } finally {
      await strict.close();
    }
  });
});
