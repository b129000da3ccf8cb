import crypto from 'node:crypto';
import pg from 'pg';
import { Kysely } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { migrate, type DB } from '../db/index.js';

/**
 * The PostgreSQL the tests use: SKYPLAN_TEST_DATABASE_URL, default the local trust-auth server.
 * Each test file takes a fresh schema of its own, so files run in parallel. When the server is
 * unreachable the PostgreSQL variants are skipped with a visible message, except in CI (CI set),
 * where that is a failure.
 */
export interface PgTarget {
  url: string;
  available: boolean;
  freshSchema(label: string): string;
  dropSchema(schema: string): Promise<void>;
}

export const TEST_DATABASE_URL = process.env.SKYPLAN_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

let probe: Promise<boolean> | null = null;

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch (err) {
    if (process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0') {
      throw new Error(`PostgreSQL at ${url} is required in CI but unreachable: ${(err as Error).message}`);
    }
    console.warn(`\n⚠ PostgreSQL at ${url} is unreachable (${(err as Error).message}): SKIPPING the PostgreSQL variants of these tests.\n`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function pgTarget(): Promise<PgTarget> {
  probe ??= reachable(TEST_DATABASE_URL);
  const available = await probe;
  return {
    url: TEST_DATABASE_URL,
    available,
    freshSchema: (label) => `t_${label.replace(/[^a-z0-9]/gi, '').toLowerCase().slice(0, 20)}_${crypto.randomBytes(5).toString('hex')}`,
    async dropSchema(schema) {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

let image: Promise<Blob> | null = null;

/**
 * A PGlite data directory with every migration applied, built once per test process: the PGlite
 * test servers start from it instead of running PGlite's initdb and the migrations each time, which
 * cost several CPU-seconds per server (docs/adr/0026). Their start still runs migrate(), which
 * finds nothing pending; the migrations themselves are tested from empty in db.test.ts.
 */
export function migratedPgliteImage(): Promise<Blob> {
  image ??= (async () => {
    const client = new PGlite();
    try {
      await migrate(new Kysely<DB>({ dialect: new PGliteDialect(client) }));
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  })();
  return image;
}
