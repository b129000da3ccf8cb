import { ApiError } from '../http/api-error.js';

/**
 * Admission control of the worker pools (ADR 0015): one request may spend at most
 * SKYPLAN_WORK_DEADLINE_MS waiting for and running in the pools. A task that the work already
 * waiting would push past that is refused at once (503 + Retry-After), and one still waiting or
 * running when the time is up is stopped — so every request ends, done or refused, in time.
 */

/**
 * One request's time in the pools. It counts only while at least one of the request's tasks
 * waits or runs (an LLM call between two tasks does not count), once for tasks running side by side.
 */
export class WorkBudget {
  private used = 0;
  private active = 0;
  private since = 0;

  constructor(
    readonly limitMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  begin(): void {
    if (this.active++ === 0) this.since = this.now();
  }

  end(): void {
    if (this.active > 0 && --this.active === 0) this.used += this.now() - this.since;
  }

  /** Milliseconds left; ≤ 0 once the time is up. */
  remaining(): number {
    return this.limitMs - this.used - (this.active > 0 ? this.now() - this.since : 0);
  }
}

/** 503 SERVICE_UNAVAILABLE with Retry-After: the pools could not do this request's work in time. */
export class OverloadError extends ApiError {
  constructor(
    readonly reason: 'busy' | 'deadline',
    limitMs: number,
    retryAfterMs: number,
  ) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    const message =
      reason === 'busy'
        ? `The server is busy: the work already waiting would not let this request finish within ${limitMs} ms (SKYPLAN_WORK_DEADLINE_MS). Try again in ${seconds} s.`
        : `This request's work did not finish within ${limitMs} ms (SKYPLAN_WORK_DEADLINE_MS) and was stopped. Try again in ${seconds} s, or make the diagram smaller.`;
    super('SERVICE_UNAVAILABLE', message, { reason, limit_ms: limitMs, retry_after: seconds }, undefined, { 'retry-after': String(seconds) });
  }
}

/**
 * How big a task's input is, in roughly characters of XML: the estimate of its time scales with it.
 * Only comparisons within one kind of task matter.
 */
export function weightOf(payload: unknown): number {
  const p = (payload ?? {}) as { xml?: unknown; before?: unknown; after?: unknown; prompt?: unknown; model?: { nodes?: unknown[]; edges?: unknown[]; groups?: unknown[] } };
  let weight = 0;
  for (const text of [p.xml, p.before, p.after, p.prompt]) if (typeof text === 'string') weight += text.length;
  const m = p.model;
  if (m) weight += 200 * ((m.nodes?.length ?? 0) + (m.edges?.length ?? 0) + (m.groups?.length ?? 0));
  return Math.max(1000, weight);
}

/**
 * Recent task times per kind (the last few, with their weights), to estimate waiting work. A task
 * is estimated from the recent ones of its kind and of a similar weight (within ×4), scaled to its
 * weight: a small document's time says little about a large one's, so far-off sizes are not used.
 */
export class TaskTimes {
  private readonly recent = new Map<string, Array<{ weight: number; ms: number }>>();

  record(kind: string, weight: number, ms: number): void {
    const list = this.recent.get(kind) ?? [];
    list.push({ weight, ms });
    if (list.length > 16) list.shift();
    this.recent.set(kind, list);
  }

  /** 0 when nothing of this kind and size ran lately: it is admitted, and measured. */
  estimate(kind: string, weight: number): number {
    const rates = (this.recent.get(kind) ?? [])
      .filter((t) => t.weight <= weight * 4 && t.weight * 4 >= weight)
      .map((t) => t.ms / t.weight)
      .sort((x, y) => x - y);
    return rates.length === 0 ? 0 : rates[Math.floor(rates.length / 2)]! * weight;
  }
}

/** A task's place in the admission bookkeeping of its pool. */
export interface Admitted {
  kind: string;
  weight: number;
  /** Estimated run time when submitted. */
  estimate: number;
  /** When a worker took it (performance.now()), if one has. */
  startedAt?: number;
}

/**
 * Whether a task estimated at `estimate` ms may join a pool of `size` workers now. With a worker
 * free and nothing ahead it always runs — a request alone is never refused, and its time is
 * measured anew, so an estimate made at a busier moment never refuses forever. Otherwise it is
 * refused when the request's time is up, or when the work ahead of it (`running`, then `ahead` in
 * the fair queue's order) would not let it finish in time. `waiting` is all waiting work: the
 * Retry-After is when the pool will have worked through it.
 */
export function admit(budget: WorkBudget, estimate: number, pool: { size: number; running: Admitted[]; ahead: Admitted[]; waiting: Admitted[] }): OverloadError | null {
  if (pool.running.length < pool.size && pool.ahead.length === 0) return null;
  const left = budget.remaining();
  const retry = () => drainMs(pool.running, pool.waiting, pool.size);
  if (left <= 0) return new OverloadError('deadline', budget.limitMs, retry());
  const wait = drainMs(pool.running, pool.ahead, pool.size);
  return wait > 0 && wait + estimate > left ? new OverloadError('busy', budget.limitMs, retry()) : null;
}

/** Estimated milliseconds until the pool (`size` workers) has worked through `running` and `waiting`. */
export function drainMs(running: Admitted[], waiting: Admitted[], size: number, now = performance.now()): number {
  let total = 0;
  for (const r of running) total += Math.max(0, r.estimate - (now - (r.startedAt ?? now)));
  for (const w of waiting) total += w.estimate;
  return total / Math.max(1, size);
}
