import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDatabase, type Database } from './index.js';
import { ReadCache } from './read-cache.js';

describe('the PGlite read cache', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase();
  });
  afterAll(() => database.close());

  it('is cleared by every write to a watched table, through the builder or raw SQL, and not by reads', async () => {
    const cache = database.cache!;
    const now = new Date();
    const put = () => cache.set('k', 1, cache.stamp);
    put();
    await database.db.selectFrom('accounts').selectAll().execute();
    await sql`SELECT 1 FROM diagrams`.execute(database.db);
    await database.db.insertInto('login_codes').values({ id: '00000000-0000-4000-8000-000000000001', email: 'x', code_hash: 'h', created_at: now, expires_at: now }).execute();
    expect(cache.get('k')).toBe(1);
    await database.db.insertInto('accounts').values({ id: '00000000-0000-4000-8000-000000000002', email: 'c@x', period_start: now, created_at: now, updated_at: now }).execute();
    expect(cache.get('k')).toBeUndefined();
    put();
    await database.db.transaction().execute((trx) => trx.updateTable('api_keys').set({ name: 'n' }).where('id', '=', '00000000-0000-4000-8000-000000000003').execute());
    expect(cache.get('k')).toBeUndefined();
    put();
    await sql`UPDATE versions SET prompt_text = 'x' WHERE false`.execute(database.db);
    expect(cache.get('k')).toBeUndefined();
  });

  it('refuses to store what was read across a write (the stamp moved)', () => {
    const cache = new ReadCache();
    const stamp = cache.stamp;
    cache.invalidate();
    cache.set('k', 'stale', stamp);
    expect(cache.get('k')).toBeUndefined();
  });

  it('is absent with PostgreSQL, where other processes write too', async () => {
    expect(database.kind).toBe('pglite');
    expect(database.cache).toBeInstanceOf(ReadCache);
  });
});
