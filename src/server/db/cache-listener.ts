import crypto from 'node:crypto';
import pg from 'pg';
import type { ReadCache } from './read-cache.js';

/** The channel migration 003's triggers notify (payload: the written table's schema). */
export const CACHE_CHANNEL = 'skyplan_cache';

export interface CacheListenerOptions {
  url: string;
  /** The schema whose writes matter (the tests' per-file schema); absent: the connection's current_schema(). */
  schema?: string;
  cache: ReadCache;
  /** Sends a notification on CACHE_CHANNEL through the same path writes take (the pool). */
  notify(payload: string): Promise<void>;
  /** How often the channel is proven to still deliver (default 10 s). */
  heartbeatMs?: number;
  /** How long a proof may take before the channel counts as broken (default 5 s). */
  proofTimeoutMs?: number;
  onState?(state: 'active' | 'suspended', why: string): void;
}

export interface CacheListener {
  /** Resolves once the cache is active (the channel proved to work), or rejects after `ms`. */
  whenActive(ms?: number): Promise<void>;
  /**
   * Resolves once every write committed before the call has cleared the cache (a nonce sent now
   * came back after them), or the cache is suspended: either way no read can be staler than the call.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Keeps a PostgreSQL-backed read cache coherent with the other processes sharing the database:
 * one dedicated connection LISTENs on CACHE_CHANNEL, and every notification for our schema
 * clears the cache. The cache is served only while the channel is proven to deliver: after
 * LISTEN, and every `heartbeatMs`, a nonce is sent through the pool and must come back on the
 * listener within `proofTimeoutMs`. A lost connection, a failed proof, or a proxy that cannot
 * carry LISTEN (pgbouncer in transaction mode) suspends the cache: reads then go to the database
 * until a new connection proves itself.
 */
export function listenForWrites(opts: CacheListenerOptions): CacheListener {
  const heartbeatMs = opts.heartbeatMs ?? 10_000;
  const proofTimeoutMs = opts.proofTimeoutMs ?? 5_000;
  let closed = false;
  let client: pg.Client | null = null;
  let schema = opts.schema ?? null;
  let retryMs = 200;
  let timer: NodeJS.Timeout | null = null;
  const waiting = new Map<string, () => void>();
  let activeWaiters: Array<() => void> = [];

  const setState = (active: boolean, why: string) => {
    if (active === opts.cache.isActive) return;
    if (active) {
      opts.cache.resume();
      for (const resolve of activeWaiters) resolve();
      activeWaiters = [];
    } else {
      opts.cache.suspend();
    }
    opts.onState?.(active ? 'active' : 'suspended', why);
  };

  const schedule = (fn: () => void, ms: number) => {
    if (timer) clearTimeout(timer);
    timer = closed ? null : setTimeout(fn, ms);
    timer?.unref();
  };

  /** Sends a nonce through the pool; true when it came back on the listener in time. */
  const prove = async (): Promise<boolean> => {
    const nonce = `ping:${crypto.randomBytes(8).toString('hex')}`;
    const arrived = new Promise<boolean>((resolve) => {
      const t = setTimeout(() => resolve(false), proofTimeoutMs);
      t.unref();
      waiting.set(nonce, () => {
        clearTimeout(t);
        resolve(true);
      });
    });
    try {
      await opts.notify(nonce);
      return await arrived;
    } catch {
      return false;
    } finally {
      waiting.delete(nonce);
    }
  };

  const drop = (why: string) => {
    setState(false, why);
    const old = client;
    client = null;
    old?.removeAllListeners();
    old?.on('error', () => undefined);
    void old?.end().catch(() => undefined);
    schedule(connect, retryMs);
    retryMs = Math.min(retryMs * 2, 5_000);
  };

  const heartbeat = async () => {
    if (closed || !client) return;
    if (await prove()) {
      setState(true, 'the channel delivers');
      schedule(() => void heartbeat(), heartbeatMs);
    } else if (!closed) {
      drop('a heartbeat did not come back');
    }
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({
      connectionString: opts.url,
      keepAlive: true,
      application_name: `skyplan-cache:${opts.schema ?? 'default'}`,
      connectionTimeoutMillis: proofTimeoutMs,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    next.on('error', () => undefined);
    next.on('notification', (msg) => {
      const payload = msg.payload ?? '';
      if (payload.startsWith('ping:')) waiting.get(payload)?.();
      else if (payload === schema) opts.cache.invalidate();
    });
    try {
      await next.connect();
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      next.on('end', () => {
        if (client === next && !closed) drop('the listening connection closed');
      });
      schema ??= (await next.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]!.s;
      await next.query(`LISTEN ${CACHE_CHANNEL}`);
      retryMs = 200;
      await heartbeat();
    } catch {
      if (client === next || client === null) {
        client = next;
        drop('could not listen');
      }
    }
  }

  void connect();

  return {
    whenActive(ms = 10_000) {
      if (opts.cache.isActive) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error('the read cache did not become active')), ms);
        t.unref();
        activeWaiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    },
    async sync() {
      if (!opts.cache.isActive || !client) return;
      if (!(await prove()) && !closed) drop('a sync notification did not come back');
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      opts.cache.suspend();
      const old = client;
      client = null;
      old?.removeAllListeners();
      old?.on('error', () => undefined);
      await old?.end().catch(() => undefined);
    },
  };
}
