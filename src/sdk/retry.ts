import { SkyplanApiError, isAmbiguous } from './errors.js';

/**
 * How calls are retried (API.md §5). Every delay is configurable so tests never wait for real.
 */
export interface RetryPolicy {
  /**
   * Billable calls (generate, stream, edit, fix, re-layout start): waits before each same-key retry
   * of an ambiguous failure. Default 5 s, 15 s, 30 s.
   */
  ambiguousDelaysMs: number[];
  /** Billable calls: no retry starts later than this after the first attempt. Default 600 s. */
  budgetMs: number;
  /** 429 (every call) and 503 (reads): how many retries. Default 3. */
  maxRetries: number;
  /** Upper bound of any single wait, even when Retry-After asks for more. Default 30 s. */
  maxWaitMs: number;
  /** Reads without a Retry-After: backoff base, doubled each time. Default 1 s. */
  backoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  ambiguousDelaysMs: [5_000, 15_000, 30_000],
  budgetMs: 600_000,
  maxRetries: 3,
  maxWaitMs: 30_000,
  backoffMs: 1_000,
};

/** Waits `ms`, or rejects when `signal` aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** read: GET (retries 429 and 503); write: free mutations (429 only); billable: 429, then the ambiguous ladder. */
export type CallKind = 'read' | 'write' | 'billable';

export interface RetryContext {
  policy: RetryPolicy;
  sleep: Sleep;
  signal?: AbortSignal | undefined;
  /** Told before each wait, e.g. to show "retrying in 15 s". */
  onRetry?: ((info: { attempt: number; delayMs: number; error: SkyplanApiError }) => void) | undefined;
}

function waitFor(err: SkyplanApiError, attempt: number, policy: RetryPolicy): number {
  const asked = err.retryAfter;
  const ms = asked !== null && asked > 0 ? asked * 1000 : policy.backoffMs * 2 ** attempt;
  return Math.min(ms, policy.maxWaitMs);
}

function retriesQuickly(err: unknown, kind: CallKind): err is SkyplanApiError {
  if (!(err instanceof SkyplanApiError)) return false;
  // 429 means the server did nothing: safe to repeat any call. 503 only for reads; billable
  // calls send it to the ambiguous ladder, other writes do not repeat it.
  return err.status === 429 || (kind === 'read' && err.status === 503);
}

/** Retries 429 (and 503 on reads) up to maxRetries, honouring Retry-After, capped at maxWaitMs. */
async function withQuickRetries<T>(attempt: () => Promise<T>, kind: CallKind, ctx: RetryContext): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (!retriesQuickly(err, kind) || n >= ctx.policy.maxRetries) throw err;
      const delayMs = waitFor(err, n, ctx.policy);
      ctx.onRetry?.({ attempt: n + 1, delayMs, error: err });
      await ctx.sleep(delayMs, ctx.signal);
    }
  }
}

/**
 * Runs one call with its retry rules. A billable attempt is repeated after an ambiguous failure
 * (the caller keeps the same Idempotency-Key, so the server replays instead of charging twice),
 * at the policy's delays and within its time budget.
 */
export async function withRetries<T>(attempt: () => Promise<T>, kind: CallKind, ctx: RetryContext): Promise<T> {
  if (kind !== 'billable') return withQuickRetries(attempt, kind, ctx);
  const started = Date.now();
  for (let n = 0; ; n++) {
    try {
      return await withQuickRetries(attempt, kind, ctx);
    } catch (err) {
      const delayMs = ctx.policy.ambiguousDelaysMs[n];
      if (!isAmbiguous(err) || delayMs === undefined || Date.now() - started + delayMs > ctx.policy.budgetMs) throw err;
      if (ctx.signal?.aborted) throw err;
      ctx.onRetry?.({ attempt: n + 1, delayMs, error: err as SkyplanApiError });
      await ctx.sleep(delayMs, ctx.signal);
    }
  }
}
