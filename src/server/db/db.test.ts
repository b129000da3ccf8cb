import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDatabase, migrate } from './index.js';
import { loadMigrations, splitStatements } from './migrate.js';
import { migratedPgliteImage, pgTarget } from '../testing/db.js';

const target = await pgTarget();

describe('migrations', () => {
  it('split statements at semicolons outside quotes and comments', () => {
    expect(splitStatements("-- a; comment\nCREATE TABLE a (x text DEFAULT ';');\nSELECT 1;")).toEqual([
      "CREATE TABLE a (x text DEFAULT ';')",
      'SELECT 1',
    ]);
    const fn = 'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $body$\nBEGIN\n  PERFORM 1;\n  RETURN NULL;\nEND;\n$body$';
    expect(splitStatements(`${fn};\nSELECT $$a;b$$;\nSELECT 2`)).toEqual([fn, 'SELECT $$a;b$$', 'SELECT 2']);
    expect(splitStatements('SELECT $1; SELECT 2')).toEqual(['SELECT $1', 'SELECT 2']);
  });

  it('apply once on PGlite and record each file', async () => {
    const { db, close } = await createDatabase();
    try {
      const names = (await db.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name);
      expect(names).toEqual(loadMigrations().map((m) => m.name));
      expect(await migrate(db)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('start PGlite from a migrated image (the test servers do) with every file recorded and nothing to apply', async () => {
    const { db, close } = await createDatabase({ pgliteImage: await migratedPgliteImage() });
    try {
      const names = (await db.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name);
      expect(names).toEqual(loadMigrations().map((m) => m.name));
      expect(await migrate(db)).toEqual([]);
      expect(await db.selectFrom('accounts').select('id').execute()).toEqual([]);
    } finally {
      await close();
    }
  });

  it.skipIf(!target.available)('apply exactly once when two processes migrate one PostgreSQL schema together', async () => {
    const schema = target.freshSchema('migrate');
    const [a, b] = await Promise.all([
      createDatabase({ databaseUrl: target.url, schema, migrate: false }),
      createDatabase({ databaseUrl: target.url, schema, migrate: false }),
    ]);
    try {
      const results = await Promise.all([migrate(a.db), migrate(b.db)]);
      expect(results.flat().sort()).toEqual(loadMigrations().map((m) => m.name));
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM schema_migrations`.execute(a.db);
      expect(rows[0]!.n).toBe(loadMigrations().length);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await target.dropSchema(schema);
    }
  });
});
