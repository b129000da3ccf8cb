import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.js';

/** Names Skyplan's migration lock among the database's advisory locks (any constant would do). */
const MIGRATION_LOCK = 7_140_523_311;

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

export interface Migration {
  name: string;
  sql: string;
}

/** The numbered .sql files in migrations/, in order. */
export function loadMigrations(dir: URL = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(new URL(name, dir), 'utf8') }));
}

/**
 * Splits a migration into statements: at `;` outside quotes, dollar quotes and comments. The extended query
 * protocol (PGlite's, and pg's with parameters) runs one statement per call.
 */
export function splitStatements(text: string): string[] {
  const out: string[] = [];
  let current = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end + 1;
      continue;
    }
    if (ch === '$') {
      // A dollar-quoted body ($$ … $$ or $tag$ … $tag$), as in a function: its ; are not ends.
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i))?.[0];
      if (tag) {
        const end = text.indexOf(tag, i + tag.length);
        const stop = end === -1 ? text.length : end + tag.length;
        current += text.slice(i, stop);
        i = stop;
        continue;
      }
    }
    if (ch === "'" || ch === '"') {
      const end = text.indexOf(ch, i + 1);
      const stop = end === -1 ? text.length : end + 1;
      current += text.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch === ';') {
      if (current.trim()) out.push(current.trim());
      current = '';
      i++;
      continue;
    }
    current += ch;
    i++;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in order, in one transaction
 * holding an advisory lock, so two processes starting together neither race nor apply twice.
 */
export async function migrate(db: Kysely<DB>, now: Date = new Date(), migrations = loadMigrations()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL)`.execute(trx);
    const done = new Set((await trx.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      for (const statement of splitStatements(migration.sql)) await sql.raw(statement).execute(trx);
      await trx.insertInto('schema_migrations').values({ name: migration.name, applied_at: now }).execute();
      applied.push(migration.name);
    }
    return applied;
  });
}
