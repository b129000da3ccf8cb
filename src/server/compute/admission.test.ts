import { afterAll, describe, expect, it } from 'vitest';
import { chainModel, sampleModel } from '../testing/factories.js';
import { admit, OverloadError, TaskTimes, WorkBudget, type Admitted } from './admission.js';
import { FairQueue } from './fair-queue.js';
import { ComputePool } from './pool.js';

/** A clock the test moves by hand. */
function manualClock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const task = (estimate: number, startedAt?: number): Admitted => ({ kind: 'read', weight: 1000, estimate, startedAt });

describe('WorkBudget', () => {
  it('counts time only while some task of the request waits or runs, once for tasks side by side', () => {
    const clock = manualClock();
    const budget = new WorkBudget(1000, clock.now);
    clock.advance(500); // before any pool work (an LLM call, the database): not counted
    expect(budget.remaining()).toBe(1000);
    budget.begin();
    budget.begin(); // a second task of the same request at the same time
    clock.advance(300);
    budget.end();
    clock.advance(100);
    budget.end();
    expect(budget.remaining()).toBe(600);
    clock.advance(5000); // idle again
    expect(budget.remaining()).toBe(600);
  });
});

describe('TaskTimes', () => {
  it('estimates from recent tasks of the same kind and a similar size only', () => {
    const times = new TaskTimes();
    expect(times.estimate('read', 400_000)).toBe(0);
    times.record('read', 1000, 60); // a tiny document says nothing about a large one
    expect(times.estimate('read', 400_000)).toBe(0);
    times.record('read', 500_000, 1000);
    expect(times.estimate('read', 400_000)).toBe(800);
    expect(times.estimate('change', 400_000)).toBe(0);
  });
});

describe('admit', () => {
  const pool = (running: Admitted[], ahead: Admitted[]) => ({ size: 1, running, ahead, waiting: ahead });

  it('lets a task in when a worker is free and nothing waits, whatever its estimate', () => {
    expect(admit(new WorkBudget(1000), 5000, pool([], []))).toBeNull();
  });

  it('refuses at once, with a Retry-After, when the work ahead would not let it finish in time', () => {
    const now = performance.now();
    const refusal = admit(new WorkBudget(1000), 400, pool([task(900, now)], [task(700)]));
    expect(refusal).toBeInstanceOf(OverloadError);
    expect(refusal?.status).toBe(503);
    expect(refusal?.reason).toBe('busy');
    expect(refusal?.message).toContain('SKYPLAN_WORK_DEADLINE_MS');
    expect(Number(refusal?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('lets it wait when the work ahead leaves it enough time', () => {
    expect(admit(new WorkBudget(5000), 400, pool([task(900, performance.now())], [task(700)]))).toBeNull();
  });

  it('refuses a request whose time in the pools is used up when other work is there, never when it is alone', () => {
    const clock = manualClock();
    const budget = new WorkBudget(1000, clock.now);
    budget.begin();
    clock.advance(1200);
    budget.end();
    expect(admit(budget, 0, pool([task(10, performance.now())], []))?.reason).toBe('deadline');
    expect(admit(budget, 0, pool([], []))).toBeNull();
  });
});

describe('FairQueue.ahead', () => {
  it('lists what is served before a new item of an owner: its own, one per turn of the others', () => {
    const q = new FairQueue<string>();
    for (let i = 0; i < 3; i++) q.push('busy', `busy-${i}`);
    q.push('quiet', 'quiet-0');
    expect(q.ahead('newcomer')).toEqual(['busy-0', 'quiet-0']);
    expect(q.ahead('quiet').sort()).toEqual(['busy-0', 'busy-1', 'quiet-0']);
    expect(q.ahead('busy').length).toBe(4);
    expect(q.all().length).toBe(4);
  });
});

describe('ComputePool admission', () => {
  const pool = new ComputePool({ size: 1 });
  afterAll(() => pool.close());

  it('takes a waiting task out of the queue when its request runs out of time', async () => {
    // First, while no layout time is known yet: nothing is refused on an estimate. The task ahead
    // is a large layout, so it still runs when the waiting task's deadline is looked at again.
    const first = pool.run('layout', { model: chainModel(120) }, { owner: 'a' });
    // A 1 ms allowance: no worker can finish the task ahead of it within it.
    const err = await pool.run('layout', { model: sampleModel() }, { owner: 'b', budget: new WorkBudget(1) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OverloadError);
    expect((err as OverloadError).reason).toBe('deadline');
    expect(pool.queued).toBe(0);
    await first;
  });

  it('refuses a task of a request that has used up its time while other work is there (503), and keeps serving others', async () => {
    const clock = manualClock();
    const spent = new WorkBudget(1000, clock.now);
    spent.begin();
    clock.advance(1000); // this request has used all of its time in the pools already
    spent.end();
    const first = pool.run('layout', { model: sampleModel() }, { owner: 'b' });
    const err = await pool.run('layout', { model: sampleModel() }, { owner: 'a', budget: spent }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OverloadError);
    expect((err as OverloadError).reason).toBe('deadline');
    await first;
    // Alone on the pool, the same request is served: no one waits for the worker it takes.
    const geometry = await pool.run('layout', { model: sampleModel() }, { owner: 'a', budget: spent });
    expect(JSON.stringify(geometry)).toContain('"x"');
  });

  it('refuses a task at once when the estimated work ahead of it overruns its request time', async () => {
    for (let i = 0; i < 16; i++) pool.times.record('layout', 1000, 60_000); // as if every recent layout had taken a minute
    const first = pool.run('layout', { model: sampleModel() }, { owner: 'a' });
    const err = await pool.run('layout', { model: sampleModel() }, { owner: 'b', budget: new WorkBudget(30_000) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OverloadError);
    expect((err as OverloadError).reason).toBe('busy');
    await first;
  });
});
