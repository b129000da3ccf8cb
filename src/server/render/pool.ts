import { Worker } from 'node:worker_threads';
import {
  RenderClosedError,
  RenderCrashError,
  RenderError,
  RenderInputError,
  RenderTimeoutError,
  RenderTooLargeError,
} from './errors.js';
import type { RenderPaths } from './locate.js';
import { FairQueue } from '../compute/fair-queue.js';
import { admit, drainMs, OverloadError, TaskTimes, weightOf, type Admitted, type WorkBudget } from '../compute/admission.js';

/** A request past its deadline that is not refused yet (workers warming, nothing else waiting) is looked at again this often. */
const RECHECK_MS = 100;

/** What a worker answers (see worker/render-worker.mjs). */
type WorkerReply =
  | { id: number; ok: true; result: unknown }
  | {
      id: number;
      ok: false;
      error: { name: string; message: string; code?: string; maxScale?: number; width?: number; height?: number };
    };

interface Job extends Admitted {
  id: number;
  kind: 'svg' | 'png' | 'warm' | 'crash-for-test' | 'hang-for-test';
  xml?: string;
  options?: unknown;
  resolve: (value: unknown) => void;
  reject: (reason: Error) => void;
  /** Fires when the request's time in the pools is up (admission control). */
  deadline?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  dead: boolean;
  /** Settles when the worker's warm-up render has finished (or failed). */
  warmed: Promise<void>;
  /** The warm-up has finished. */
  ready: boolean;
}

export interface PoolOptions {
  size: number;
  timeoutMs: number;
  maxWorkerMemoryMb: number;
  paths: RenderPaths;
  /** Nice value of the worker threads (Linux: per thread), so request handling comes first; default 0. */
  nice?: number;
}

/**
 * A fixed-size pool of render workers. Workers start on demand (none before the first request),
 * each warms up with a tiny diagram before its first real job, and one that dies or hangs is
 * stopped and replaced on the next request; only the request it was running fails.
 */
export class RenderPool {
  private readonly slots: Slot[] = [];
  /** Waiting exports, taken one account at a time in turn (no account fills the pool). */
  private readonly queue = new FairQueue<Job>();
  private nextId = 1;
  private closed = false;
  /** Recent render times, to estimate how long waiting exports will take. */
  readonly times = new TaskTimes();

  constructor(private readonly options: PoolOptions) {}

  get size(): number {
    return this.options.size;
  }

  /** Workers running now (started lazily, so 0 before the first request). */
  get running(): number {
    return this.slots.length;
  }

  run<T>(kind: Job['kind'], xml?: string, options?: unknown, { owner = '', budget }: { owner?: string | undefined; budget?: WorkBudget | undefined } = {}): Promise<T> {
    if (this.closed) return Promise.reject(new RenderClosedError('The renderer has been closed.'));
    const weight = weightOf({ xml });
    const estimate = this.times.estimate(kind, weight);
    if (budget) {
      const refusal = admit(budget, estimate, { size: this.options.size, running: this.runningJobs(), ahead: this.queue.ahead(owner), waiting: this.queue.all() });
      if (refusal) return Promise.reject(refusal);
    }
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const settle = <A>(fn: (a: A) => void) => (a: A) => {
        if (settled) return; // answered at its deadline already; the worker's late result is dropped
        settled = true;
        clearTimeout(job.deadline);
        budget?.end();
        fn(a);
      };
      const job: Job = { id: this.nextId++, kind, xml, options, weight, estimate, resolve: settle(resolve as (v: unknown) => void), reject: settle(reject) };
      if (budget) {
        const left = budget.remaining();
        budget.begin();
        job.deadline = setTimeout(() => this.expire(job, budget), Math.max(0, left));
      }
      this.queue.push(owner, job);
      this.dispatch();
    });
  }

  private runningJobs(): Job[] {
    return this.slots.flatMap((s) => (s.job ? [s.job] : []));
  }

  /**
   * The request's time is up: a waiting export leaves the queue (503). A running one is answered
   * 503 too when other exports wait, and its worker finishes the drawing (within the export
   * budget: a new worker would have to warm up again), its result dropped, its time measured; when
   * nothing waits, it runs on and answers. Time spent waiting for workers to start and warm up is
   * not the request's.
   */
  private expire(job: Job, budget: WorkBudget): void {
    const starting = !this.slots.some((s) => s.ready);
    const alone = job.startedAt !== undefined && this.queue.size === 0;
    if (starting || alone) {
      job.deadline = setTimeout(() => this.expire(job, budget), RECHECK_MS);
      return;
    }
    this.queue.remove(job);
    job.reject(new OverloadError('deadline', budget.limitMs, drainMs(this.runningJobs(), this.queue.all(), this.options.size)));
  }

  /** Starts every worker and waits until each is warm. */
  async warmAll(): Promise<void> {
    if (this.closed) return;
    while (this.slots.length < this.options.size) this.spawn();
    await Promise.all(this.slots.map((s) => s.warmed));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.drain()) job.reject(new RenderClosedError('The renderer was closed before this export ran.'));
    await Promise.all(
      this.slots.splice(0).map(async (slot) => {
        slot.dead = true;
        if (slot.timer !== null) clearTimeout(slot.timer);
        slot.job?.reject(new RenderClosedError('The renderer was closed during this export.'));
        await slot.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    while (this.queue.size > 0 && !this.closed) {
      const idle = this.slots.find((s) => s.job === null && !s.dead);
      if (idle !== undefined) {
        this.start(idle, this.queue.shift()!);
        continue;
      }
      // Start another worker only for requests that no warming worker will take.
      const warming = this.slots.filter((s) => s.job?.kind === 'warm').length;
      if (this.slots.length < this.options.size && this.queue.size > warming) {
        this.spawn();
        continue;
      }
      return;
    }
  }

  private spawn(): Slot {
    const { paths, maxWorkerMemoryMb } = this.options;
    const worker = new Worker(paths.workerFile, {
      workerData: { drawioDir: paths.drawioDir, fontDir: paths.fontDir, nice: this.options.nice ?? 0 },
      // The worker is plain JavaScript: it needs none of the parent's loader hooks (tsx, vitest),
      // which would otherwise transform its code and slow it down as they do in development.
      execArgv: [],
      // A render allocates tens of MB of short-lived objects (cell states, shapes, nodes); a young
      // generation of 3 × 64 MB collects them in a few scavenges instead of dozens.
      resourceLimits: { maxOldGenerationSizeMb: maxWorkerMemoryMb, maxYoungGenerationSizeMb: 192 },
      stdout: false,
      stderr: false,
    });
    let warmed: () => void = () => {};
    const slot: Slot = { worker, job: null, timer: null, dead: false, ready: false, warmed: new Promise<void>((r) => (warmed = r)) };
    worker.unref();
    worker.on('message', (reply: WorkerReply) => this.onReply(slot, reply));
    worker.on('error', (err) => this.onDeath(slot, `it failed: ${err.message}`));
    worker.on('exit', (code) => this.onDeath(slot, `it exited with code ${code}`));
    this.slots.push(slot);
    // Warm before the first real job: the queue is FIFO per worker, so this runs first.
    const done = () => {
      slot.ready = true;
      warmed();
    };
    this.start(slot, { id: this.nextId++, kind: 'warm', weight: 1000, estimate: this.times.estimate('warm', 1000), resolve: done, reject: done });
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    const limit = job.kind === 'warm' ? this.options.timeoutMs * 3 : this.options.timeoutMs;
    slot.timer = setTimeout(() => this.onTimeout(slot), limit);
    job.startedAt = performance.now();
    slot.worker.postMessage({ id: job.id, kind: job.kind, xml: job.xml, options: job.options });
  }

  private finish(slot: Slot): Job | null {
    const job = slot.job;
    slot.job = null;
    if (slot.timer !== null) clearTimeout(slot.timer);
    slot.timer = null;
    if (!slot.dead) slot.worker.unref();
    return job;
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    const job = slot.job;
    if (job === null || job.id !== reply.id) return;
    this.finish(slot);
    if (job.startedAt !== undefined) this.times.record(job.kind, job.weight, performance.now() - job.startedAt);
    if (reply.ok) job.resolve(reply.result);
    else job.reject(toError(reply.error));
    this.dispatch();
  }

  private onTimeout(slot: Slot): void {
    const job = this.finish(slot);
    this.retire(slot);
    job?.reject(
      new RenderTimeoutError(
        `The export took longer than ${Math.round(this.options.timeoutMs / 1000)} s and was stopped. ` +
          'Try a smaller scale or a single page; very large diagrams may need SVG instead of PNG.',
      ),
    );
    void slot.worker.terminate();
    this.dispatch();
  }

  private onDeath(slot: Slot, why: string): void {
    if (slot.dead) return;
    const job = this.finish(slot);
    this.retire(slot);
    job?.reject(
      new RenderCrashError(
        `The renderer stopped while drawing this diagram (${why}) and has been restarted. ` +
          'Try again; if it happens every time, the diagram is probably too large or complex to export.',
      ),
    );
    this.dispatch();
  }

  private retire(slot: Slot): void {
    slot.dead = true;
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
  }
}

function toError(e: Extract<WorkerReply, { ok: false }>['error']): RenderError {
  if (e.name === 'TooLarge') return new RenderTooLargeError(e.message, e.maxScale ?? 0, e.width ?? 0, e.height ?? 0);
  if (e.name === 'Input') return new RenderInputError(e.message, e.code ?? 'invalid_xml');
  return new RenderError(`The renderer failed: ${e.message}`);
}
