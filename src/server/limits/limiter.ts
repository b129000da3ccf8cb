import type { Clock } from '../clock.js';

/** Fixed-window counter: `limit` hits per `windowSeconds` under one key. */
export interface Limit {
  limit: number;
  windowSeconds: number;
}

export interface LimitResult {
  allowed: boolean;
  remaining: number;
  /** Whole seconds until the window resets (≥ 1 when refused). */
  retryAfter: number;
}

export interface Limiter {
  hit(key: string, limit: Limit): Promise<LimitResult>;
  close(): Promise<void>;
}

/** What an `unlimited` limit answers, without counting. */
const UNLIMITED: LimitResult = { allowed: true, remaining: Infinity, retryAfter: 0 };

function windowOf(nowMs: number, limit: Limit) {
  const size = limit.windowSeconds * 1000;
  const start = Math.floor(nowMs / size) * size;
  return { start, retryAfter: Math.max(1, Math.ceil((start + size - nowMs) / 1000)) };
}

/** In-process counters (one server process). Old windows are swept as they pass. */
export function memoryLimiter(clock: Clock): Limiter {
  const counts = new Map<string, { window: number; count: number; expires: number }>();
  let lastSweep = 0;
  return {
    async hit(key, limit) {
      if (limit.limit === Infinity) return UNLIMITED;
      const now = clock.now().getTime();
      if (now - lastSweep > 60_000) {
        for (const [k, v] of counts) if (v.expires <= now) counts.delete(k);
        lastSweep = now;
      }
      const { start, retryAfter } = windowOf(now, limit);
      const id = `${key}|${limit.windowSeconds}`;
      const entry = counts.get(id);
      const current = entry && entry.window === start ? entry : { window: start, count: 0, expires: start + limit.windowSeconds * 1000 };
      current.count++;
      counts.set(id, current);
      const allowed = current.count <= limit.limit;
      return { allowed, remaining: Math.max(0, limit.limit - current.count), retryAfter };
    },
    async close() {
      counts.clear();
    },
  };
}

export interface RedisMulti {
  incr(key: string): RedisMulti;
  pexpire(key: string, ms: number): RedisMulti;
  exec(): Promise<[Error | null, unknown][] | null>;
}

/** The redis commands the shared limiter needs (ioredis fits). */
export interface RedisLike {
  multi(): RedisMulti;
  quit(): Promise<unknown>;
}

/** Counters shared by every process through Redis (REDIS_URL). */
export function redisLimiter(redis: RedisLike, clock: Clock, prefix = 'skyplan:rl:'): Limiter {
  return {
    async hit(key, limit) {
      if (limit.limit === Infinity) return UNLIMITED;
      const now = clock.now().getTime();
      const { start, retryAfter } = windowOf(now, limit);
      const redisKey = `${prefix}${key}:${limit.windowSeconds}:${start}`;
      const result = await redis.multi().incr(redisKey).pexpire(redisKey, limit.windowSeconds * 1000 + 1000).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      return { allowed: count <= limit.limit, remaining: Math.max(0, limit.limit - count), retryAfter };
    },
    async close() {
      await redis.quit();
    },
  };
}
