import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { migrate } from './migrate.js';
import type { DB } from './schema.js';
import { InvalidateOnWrite, ReadCache } from './read-cache.js';
import { lockDataDir } from './dir-lock.js';

export type { DB } from './schema.js';
export { migrate } from './migrate.js';
export { ReadCache } from './read-cache.js';
export { DataDirBusyError } from './dir-lock.js';

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** The hot-path read cache; only for PGlite, whose single process sees every write. */
  cache: ReadCache | null;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… ; absent: embedded PGlite. */
  databaseUrl?: string;
  /** PGlite's directory; absent: in memory (tests). */
  pgliteDir?: string;
  /** PostgreSQL schema to use (tests give each file its own); created when missing. */
  schema?: string;
  /** Largest number of PostgreSQL connections in this process. */
  poolSize?: number;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(url: string, opts: DatabaseOptions): Promise<Kysely<DB>> {
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
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

function openPglite(dir: string | undefined, cache: ReadCache): Kysely<DB> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = dir ? new PGlite(dir) : new PGlite();
  return new Kysely<DB>({ dialect: new PGliteDialect(client), plugins: [new InvalidateOnWrite(cache)] });
}

/**
 * Opens PostgreSQL when a URL is given, else PGlite, and brings the schema up to date. A PGlite
 * directory is locked to this process (DataDirBusyError when another process has it).
 */
export async function createDatabase(opts: DatabaseOptions = {}): Promise<Database> {
  const cache = opts.databaseUrl ? null : new ReadCache();
  const lock = !opts.databaseUrl && opts.pgliteDir ? lockDataDir(opts.pgliteDir) : null;
  const db = opts.databaseUrl ? await openPostgres(opts.databaseUrl, opts) : openPglite(opts.pgliteDir, cache!);
  const close = async () => {
    try {
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
  return { db, kind: opts.databaseUrl ? 'postgres' : 'pglite', cache, close };
}
