import { Worker } from 'node:worker_threads';
import type { ComputeTasks } from './tasks.js';
import { FairQueue } from './fair-queue.js';
import { admit, drainMs, OverloadError, TaskTimes, weightOf, type Admitted, type WorkBudget } from './admission.js';

type TaskName = keyof ComputeTasks;
type Payload<T extends TaskName> = Parameters<ComputeTasks[T]>[0];
type Result<T extends TaskName> = Awaited<ReturnType<ComputeTasks[T]>>;

/** A request past its deadline that is not refused yet (workers starting, nothing else waiting) is looked at again this often. */
const RECHECK_MS = 100;
/** How long a new worker may take to load its tasks and warm up before it is replaced. */
const START_LIMIT_MS = 120_000;

export class ComputeError extends Error {
  override name = 'ComputeError';
  constructor(
    message: string,
    /** `budget`: the task ran past the CPU budget; `cancelled`: its caller went away. */
    readonly reason: 'budget' | 'cancelled' | 'closed' | 'failed' = 'failed',
  ) {
    super(message);
  }
}

interface Pending extends Admitted {
  id: number;
  task: TaskName;
  payload: unknown;
  resolve(value: unknown): void;
  reject(err: Error): void;
  timer?: NodeJS.Timeout;
  /** Fires when the request's time in the pools is up (admission control). */
  deadline?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  /** The worker has loaded its tasks. */
  started: boolean;
  busy: Pending | null;
  /** Why the worker is being stopped, when the pool stops it. */
  stopping?: Error;
}

export interface ComputePoolOptions {
  size: number;
  /** CPU budget: a task running longer than this is stopped (its worker replaced) and fails. */
  timeoutMs?: number;
  /** Nice value of the worker threads (Linux: per thread), so request handling comes first; default 0. */
  nice?: number;
  /** The module (beside this one) the workers load their `tasks` from; default `tasks`. */
  tasksModule?: 'tasks' | 'code-tasks';
}

export interface RunOptions {
  signal?: AbortSignal;
  /** Whose work this is (an account): the queue takes owners in turn, so no one fills the pool. */
  owner?: string;
  /** The request's time in the pools: refused early when the waiting work would overrun it, stopped when it runs out. */
  budget?: WorkBudget;
}

/**
 * A small fixed pool of worker threads for engine CPU work (sanitise, parse, review, layout,
 * patch), so a large diagram never blocks request handling. Queued tasks are taken one owner at a
 * time in turn (fair queueing per account). A task past its CPU budget, or whose caller aborts
 * while it runs, has its worker terminated — the work really stops — and the worker is replaced.
 */
export class ComputePool {
  private readonly slots: Slot[] = [];
  private readonly queue = new FairQueue<Pending>();
  private nextId = 1;
  private closed = false;
  private readonly moduleUrl: string;
  /** Workers terminated because their caller aborted (observable for tests and metrics). */
  cancelledRunning = 0;
  /** Recent run times, to estimate how long waiting work will take. */
  readonly times = new TaskTimes();

  constructor(private readonly opts: ComputePoolOptions) {
    const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
    this.moduleUrl = new URL(`./${opts.tasksModule ?? 'tasks'}${ext}`, import.meta.url).href;
  }

  run<T extends TaskName>(task: T, payload: Payload<T>, options: RunOptions | AbortSignal = {}): Promise<Result<T>> {
    const { signal, owner = '', budget } = options instanceof AbortSignal ? { signal: options } : options;
    if (this.closed) return Promise.reject(new ComputeError('The compute pool is closed.', 'closed'));
    if (signal?.aborted) return Promise.reject(new ComputeError('cancelled', 'cancelled'));
    const weight = weightOf(payload);
    const estimate = this.times.estimate(task, weight);
    if (budget) {
      const refusal = admit(budget, estimate, { size: this.opts.size, running: this.running(), ahead: this.queue.ahead(owner), waiting: this.queue.all() });
      if (refusal) return Promise.reject(refusal);
    }
    return new Promise<Result<T>>((resolve, reject) => {
      const onAbort = () => this.cancel(job);
      let settled = false;
      // The listener goes when the task settles: one signal may serve many tasks.
      const settle = <A>(fn: (a: A) => void) => (a: A) => {
        if (settled) return; // answered at its deadline already; the worker's late result is dropped
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        clearTimeout(job.deadline);
        budget?.end();
        fn(a);
      };
      const job: Pending = { id: this.nextId++, task, payload, kind: task, weight, estimate, resolve: settle(resolve as (v: unknown) => void), reject: settle(reject) };
      signal?.addEventListener('abort', onAbort, { once: true });
      if (budget) {
        const left = budget.remaining();
        budget.begin();
        job.deadline = setTimeout(() => this.expire(job, budget), Math.max(0, left));
      }
      this.queue.push(owner, job);
      this.dispatch();
    });
  }

  private running(): Pending[] {
    return this.slots.flatMap((s) => (s.busy ? [s.busy] : []));
  }

  /**
   * The request's time is up: a waiting task leaves the queue (503). A running one is answered
   * 503 too when other work waits for the pool, and its worker finishes it (within the CPU budget:
   * restarting a worker would cost more), its result dropped, its time measured; when nothing
   * waits, it runs on and answers — no one is kept waiting by it. Time spent waiting for workers to
   * start (at boot, after one was replaced) is not the request's.
   */
  private expire(job: Pending, budget: WorkBudget): void {
    const starting = !this.slots.some((s) => s.started) || (job.startedAt === undefined && !this.queue.all().includes(job));
    const alone = job.startedAt !== undefined && this.queue.size === 0;
    if (starting || alone) {
      job.deadline = setTimeout(() => this.expire(job, budget), RECHECK_MS);
      return;
    }
    this.queue.remove(job);
    job.reject(new OverloadError('deadline', budget.limitMs, drainMs(this.running(), this.queue.all(), this.opts.size)));
  }

  /** Starts every worker now (in the background), so the first requests do not wait for them. */
  warm(): void {
    while (!this.closed && this.slots.length < this.opts.size) this.spawn();
  }

  /** Starts every worker and resolves when each has loaded its tasks and warmed up. */
  async started(): Promise<void> {
    this.warm();
    await Promise.all(this.slots.map((s) => s.ready));
  }

  /** Tasks waiting for a worker. */
  get queued(): number {
    return this.queue.size;
  }

  private cancel(job: Pending): void {
    if (this.queue.remove(job)) {
      job.reject(new ComputeError('cancelled', 'cancelled'));
      return;
    }
    const slot = this.slots.find((s) => s.busy === job);
    if (!slot) return;
    this.cancelledRunning++;
    this.stop(slot, new ComputeError('cancelled', 'cancelled'));
  }

  /** Terminates a busy worker: its task fails with `why`, a fresh worker takes the next task. */
  private stop(slot: Slot, why: Error): void {
    slot.stopping = why;
    void slot.worker.terminate();
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), { workerData: { module: this.moduleUrl, nice: this.opts.nice ?? 0 } });
    worker.unref();
    const slot: Slot = { worker, busy: null, started: false, ready: Promise.resolve() };
    slot.ready = new Promise<void>((resolve) => {
      const onReady = (m: { ready?: boolean }) => {
        if (m.ready) {
          slot.started = true;
          worker.off('message', onReady);
          resolve();
        }
      };
      worker.on('message', onReady);
    });
    worker.on('message', (m: { id?: number; ok?: boolean; result?: unknown; error?: { message: string } }) => {
      const job = slot.busy;
      if (!job || m.id !== job.id || slot.stopping) return;
      clearTimeout(job.timer);
      slot.busy = null;
      if (job.startedAt !== undefined) this.times.record(job.kind, job.weight, performance.now() - job.startedAt);
      if (m.ok) job.resolve(m.result);
      else job.reject(new ComputeError(m.error?.message ?? 'compute task failed'));
      this.dispatch();
    });
    const replace = (reason: string) => {
      const job = slot.busy;
      slot.busy = null;
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      if (job) {
        clearTimeout(job.timer);
        job.reject(slot.stopping ?? new ComputeError(reason));
      }
      if (!this.closed) this.dispatch();
    };
    worker.on('error', (err) => replace(`compute worker failed: ${err.message}`));
    worker.on('exit', (code) => replace(`compute worker exited (${code})`));
    this.slots.push(slot);
    return slot;
  }

  private dispatch(): void {
    while (this.queue.size > 0) {
      let slot = this.slots.find((s) => !s.busy && !s.stopping);
      if (!slot && this.slots.length < this.opts.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.busy = job;
      const chosen = slot;
      const budget = this.opts.timeoutMs ?? 60_000;
      // A worker still starting (loading and warming up) does not spend the task's budget; one
      // that never gets ready is replaced after START_LIMIT_MS.
      if (!chosen.started) job.timer = setTimeout(() => this.stop(chosen, new ComputeError(`a compute worker did not start within ${START_LIMIT_MS} ms`)), START_LIMIT_MS);
      void chosen.ready.then(() => {
        if (chosen.busy !== job || chosen.stopping) return;
        clearTimeout(job.timer);
        job.timer = setTimeout(() => this.stop(chosen, new ComputeError(`the work took longer than its budget of ${budget} ms`, 'budget')), budget);
        job.startedAt = performance.now();
        chosen.worker.postMessage({ id: job.id, task: job.task, payload: job.payload });
      });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.drain()) job.reject(new ComputeError('The compute pool is closed.', 'closed'));
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }
}
