import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Log } from '../context.js';
import type { DB, JobRow } from '../db/schema.js';
import { newId } from '../ids.js';
import { claimJob, failJob, heartbeat } from './queue.js';

export interface JobContext {
  workerId: string;
  signal: AbortSignal;
  /** Reports progress (0–100) with the next heartbeat. */
  setProgress(progress: number): void;
}

/** Runs one job to completion; it must commit its own result (and mark the job done) atomically. */
export type JobHandler = (job: JobRow, jc: JobContext) => Promise<void>;

/** A failure that retrying will not cure (deleted diagram, out of credits): fail at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface RunnerOptions {
  db: Kysely<DB>;
  clock: Clock;
  log: Log;
  handlers: Record<string, JobHandler>;
  workers: number;
  leaseSeconds: number;
  pollMs?: number;
}

export interface JobRunner {
  start(): void;
  /** Wakes idle workers now (a job was just queued). */
  wake(): void;
  /** Stops claiming; running jobs are abandoned to their lease (another process resumes them). */
  stop(): Promise<void>;
  readonly id: string;
}

export function createJobRunner(opts: RunnerOptions): JobRunner {
  const id = `${os.hostname()}:${process.pid}:${newId().slice(0, 8)}`;
  const kinds = Object.keys(opts.handlers);
  const stopping = new AbortController();
  const loops: Promise<void>[] = [];
  let wakers: (() => void)[] = [];
  const pollMs = opts.pollMs ?? 1000;

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wakers = wakers.filter((w) => w !== done);
        resolve();
      }
      wakers.push(done);
    });

  async function runOne(job: JobRow): Promise<void> {
    const handler = opts.handlers[job.kind]!;
    let progress: number | undefined;
    const jobAbort = new AbortController();
    const beat = setInterval(() => {
      heartbeat(opts.db, job, id, opts.leaseSeconds, opts.clock.now(), progress).then(
        (mine) => (mine ? undefined : jobAbort.abort()),
        () => undefined,
      );
    }, Math.max(200, (opts.leaseSeconds * 1000) / 3));
    try {
      await handler(job, { workerId: id, signal: AbortSignal.any([jobAbort.signal, stopping.signal]), setProgress: (p) => (progress = p) });
    } catch (err) {
      if (stopping.signal.aborted) return;
      opts.log.warn({ err, jobId: job.id }, 'job failed');
      await failJob(opts.db, job, id, (err as Error).message, opts.clock.now(), !(err instanceof PermanentJobError)).catch(() => undefined);
    } finally {
      clearInterval(beat);
    }
  }

  async function loop(): Promise<void> {
    while (!stopping.signal.aborted) {
      let job: JobRow | null = null;
      try {
        job = await claimJob(opts.db, id, opts.leaseSeconds, opts.clock.now(), kinds);
      } catch (err) {
        if (!stopping.signal.aborted) opts.log.error({ err }, 'claiming a job failed');
      }
      if (job) await runOne(job);
      else await idle();
    }
  }

  return {
    id,
    start() {
      if (kinds.length === 0) return;
      for (let i = 0; i < opts.workers; i++) loops.push(loop());
    },
    wake() {
      for (const w of [...wakers]) w();
    },
    async stop() {
      stopping.abort();
      this.wake();
      await Promise.allSettled(loops);
    },
  };
}
