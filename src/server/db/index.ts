import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { migrate } from './migrate.js';
import type { DB } from './schema.js';
import { ReadCache } from './read-cache.js';
import { watchWrites } from './cache-dialect.js';
import { CACHE_CHANNEL, listenForWrites, type CacheListener } from './cache-listener.js';
import { lockDataDir } from './dir-lock.js';

export type { DB } from './schema.js';
export { migrate } from './migrate.js';
export { ReadCache } from './read-cache.js';
export { DataDirBusyError } from './dir-lock.js';

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /**
   * The hot-path read cache (null when turned off). With PostgreSQL it is served only while the
   * notification channel that carries other processes' writes is proven to work.
   */
  cache: ReadCache | null;
  /** With PostgreSQL and a cache: resolves once the cache is active (tests, benchmarks). */
  cacheActive(ms?: number): Promise<void>;
  /** With PostgreSQL and a cache: resolves once writes committed before the call cleared it. */
  cacheSync(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… ; absent: embedded PGlite. */
  databaseUrl?: string;
  /** PGlite's directory; absent: in memory (tests). */
  pgliteDir?: string;
  /**
   * In memory only: a PGlite data directory (PGlite's dumpDataDir) to start from instead of a new
   * one. Tests start from one already migrated, which skips PGlite's initdb (docs/adr/0026).
   */
  pgliteImage?: Blob;
  /** PostgreSQL schema to use (tests give each file its own); created when missing. */
  schema?: string;
  /** Largest number of PostgreSQL connections in this process. */
  poolSize?: number;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
  /** Keep the read cache (default true; off for short-lived tools like the admin CLI). */
  readCache?: boolean;
  /** With PostgreSQL: how often the cache's notification channel is re-proven (default 10 s). */
  cacheHeartbeatMs?: number;
  /** With PostgreSQL: told when the cache becomes active or is suspended, and why. */
  onCacheState?(state: 'active' | 'suspended', why: string): void;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(url: string, opts: DatabaseOptions, cache: ReadCache | null): Promise<Kysely<DB>> {
  if (opts.schema !== undefined && !SCHEMA_NAME.test(opts.schema)) throw new Error(`Invalid schema name ${opts.schema}`);
  if (opts.schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}`);
    } catch (err) {
      // Two processes creating the same schema at once: the loser sees a duplicate; fine.
      if (!['23505', '42P06'].includes((err as { code?: string }).code ?? '')) throw err;
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
  });
  // An idle connection that drops (database restart) must not crash the process.
  pool.on('error', () => undefined);
  const dialect = new PostgresDialect({ pool });
  return new Kysely<DB>({ dialect: cache ? watchWrites(dialect, cache) : dialect });
}

function openPglite(dir: string | undefined, image: Blob | undefined, cache: ReadCache | null): Kysely<DB> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = dir ? new PGlite(dir) : new PGlite(image ? { loadDataDir: image } : {});
  const dialect = new PGliteDialect(client);
  return new Kysely<DB>({ dialect: cache ? watchWrites(dialect, cache) : dialect });
}

/**
 * Opens PostgreSQL when a URL is given, else PGlite, and brings the schema up to date. A PGlite
 * directory is locked to this process (DataDirBusyError when another process has it).
 */
export async function createDatabase(opts: DatabaseOptions = {}): Promise<Database> {
  const postgres = Boolean(opts.databaseUrl);
  // PGlite: this process is the only writer, so the cache is active from the start. PostgreSQL:
  // suspended until the listener proves other processes' writes reach us.
  const cache = opts.readCache === false ? null : new ReadCache({ active: !postgres });
  const lock = !postgres && opts.pgliteDir ? lockDataDir(opts.pgliteDir) : null;
  const db = postgres ? await openPostgres(opts.databaseUrl!, opts, cache) : openPglite(opts.pgliteDir, opts.pgliteImage, cache);
  let listener: CacheListener | null = null;
  if (postgres && cache) {
    listener = listenForWrites({
      url: opts.databaseUrl!,
      schema: opts.schema,
      cache,
      heartbeatMs: opts.cacheHeartbeatMs,
      onState: opts.onCacheState,
      notify: async (payload) => {
        await sql`SELECT pg_notify(${CACHE_CHANNEL}, ${payload})`.execute(db);
      },
    });
  }
  const close = async () => {
    try {
      await listener?.close();
      await db.destroy();
    } finally {
      lock?.release();
    }
  };
  if (opts.migrate !== false) {
    try {
      await migrate(db);
    } catch (err) {
      await close();
      throw err;
    }
  }
  const cacheActive = (ms?: number) => (listener ? listener.whenActive(ms) : Promise.resolve());
  const cacheSync = () => (listener ? listener.sync() : Promise.resolve());
  return { db, kind: postgres ? 'postgres' : 'pglite', cache, cacheActive, cacheSync, close };
}
