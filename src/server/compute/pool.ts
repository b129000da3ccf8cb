import { Worker } from 'node:worker_threads';
import type { ComputeTasks } from './tasks.js';

type TaskName = keyof ComputeTasks;
type Payload<T extends TaskName> = Parameters<ComputeTasks[T]>[0];
type Result<T extends TaskName> = Awaited<ReturnType<ComputeTasks[T]>>;

export class ComputeError extends Error {
  override name = 'ComputeError';
}

interface Pending {
  id: number;
  task: TaskName;
  payload: unknown;
  resolve(value: unknown): void;
  reject(err: Error): void;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  busy: Pending | null;
}

export interface ComputePoolOptions {
  size: number;
  /** A task running longer than this is stopped (its worker replaced) and fails. */
  timeoutMs?: number;
  /** The module (beside this one) the workers load their `tasks` from; default `tasks`. */
  tasksModule?: 'tasks' | 'code-tasks';
}

/**
 * A small fixed pool of worker threads for engine CPU work (layout), so a large diagram never
 * blocks request handling. Tasks queue in order; a worker that crashes or times out is replaced.
 * An aborted task is dropped from the queue, or its result ignored if it is already running.
 */
export class ComputePool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  private readonly moduleUrl: string;

  constructor(private readonly opts: ComputePoolOptions) {
    const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
    this.moduleUrl = new URL(`./${opts.tasksModule ?? 'tasks'}${ext}`, import.meta.url).href;
  }

  run<T extends TaskName>(task: T, payload: Payload<T>, signal?: AbortSignal): Promise<Result<T>> {
    if (this.closed) return Promise.reject(new ComputeError('The compute pool is closed.'));
    if (signal?.aborted) return Promise.reject(new ComputeError('cancelled'));
    return new Promise<Result<T>>((resolve, reject) => {
      const onAbort = () => this.cancel(job);
      // The listener goes when the task settles: one signal may serve many tasks.
      const settle = <A>(fn: (a: A) => void) => (a: A) => {
        signal?.removeEventListener('abort', onAbort);
        fn(a);
      };
      const job: Pending = { id: this.nextId++, task, payload, resolve: settle(resolve as (v: unknown) => void), reject: settle(reject) };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(job);
      this.dispatch();
    });
  }

  private cancel(job: Pending): void {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) this.queue.splice(queued, 1);
    job.reject(new ComputeError('cancelled'));
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), { workerData: { module: this.moduleUrl } });
    worker.unref();
    const slot: Slot = { worker, busy: null, ready: Promise.resolve() };
    slot.ready = new Promise<void>((resolve) => {
      const onReady = (m: { ready?: boolean }) => {
        if (m.ready) {
          worker.off('message', onReady);
          resolve();
        }
      };
      worker.on('message', onReady);
    });
    worker.on('message', (m: { id?: number; ok?: boolean; result?: unknown; error?: { message: string } }) => {
      const job = slot.busy;
      if (!job || m.id !== job.id) return;
      clearTimeout(job.timer);
      slot.busy = null;
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
        job.reject(new ComputeError(reason));
      }
      if (!this.closed) this.dispatch();
    };
    worker.on('error', (err) => replace(`compute worker failed: ${err.message}`));
    worker.on('exit', (code) => replace(`compute worker exited (${code})`));
    this.slots.push(slot);
    return slot;
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.opts.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.busy = job;
      const chosen = slot;
      job.timer = setTimeout(() => void chosen.worker.terminate(), this.opts.timeoutMs ?? 60_000);
      void chosen.ready.then(() => {
        if (chosen.busy === job) chosen.worker.postMessage({ id: job.id, task: job.task, payload: job.payload });
      });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new ComputeError('The compute pool is closed.'));
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }
}
