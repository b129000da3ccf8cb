import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, type Database } from './index.js';
import { ReadCache } from './read-cache.js';
import { listenForWrites } from './cache-listener.js';
import { pgTarget } from '../testing/db.js';

const target = await pgTarget();
const ACCOUNT = '00000000-0000-4000-8000-000000000002';

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the PGlite read cache', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase();
  });
  afterAll(() => database.close());

  it('is active from the start: this process is the only writer', () => {
    expect(database.kind).toBe('pglite');
    expect(database.cache).toBeInstanceOf(ReadCache);
    expect(database.cache!.isActive).toBe(true);
  });

  it('is cleared by every write to a watched table, through the builder or raw SQL, and not by reads', async () => {
    const cache = database.cache!;
    const now = new Date();
    const put = () => cache.set('k', 1, cache.stamp);
    put();
    await database.db.selectFrom('accounts').selectAll().execute();
    await sql`SELECT 1 FROM diagrams`.execute(database.db);
    await database.db.insertInto('login_codes').values({ id: '00000000-0000-4000-8000-000000000001', email: 'x', code_hash: 'h', created_at: now, expires_at: now }).execute();
    expect(cache.get('k')).toBe(1);
    await database.db.insertInto('accounts').values({ id: ACCOUNT, email: 'c@x', period_start: now, created_at: now, updated_at: now }).execute();
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

  it('serves and keeps nothing while suspended, and resumes empty', () => {
    const cache = new ReadCache();
    cache.set('k', 1, cache.stamp);
    cache.suspend();
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', 2, cache.stamp);
    cache.resume();
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', 3, cache.stamp);
    expect(cache.get('k')).toBe(3);
  });

  it('can be turned off', async () => {
    const off = await createDatabase({ readCache: false });
    try {
      expect(off.cache).toBeNull();
      await off.db.selectFrom('accounts').selectAll().execute();
    } finally {
      await off.close();
    }
  });
});

describe.skipIf(!target.available)('the PostgreSQL read cache, kept coherent across processes by notifications', () => {
  const schema = target.freshSchema('readcache');
  const states: string[] = [];
  let a: Database;
  let b: Database;

  beforeAll(async () => {
    a = await createDatabase({ databaseUrl: target.url, schema, poolSize: 4, onCacheState: (s, why) => states.push(`${s}: ${why}`) });
    b = await createDatabase({ databaseUrl: target.url, schema, poolSize: 4 });
    await Promise.all([a.cacheActive(), b.cacheActive()]);
    const now = new Date();
    await a.db.insertInto('accounts').values({ id: ACCOUNT, email: 'c@x', period_start: now, created_at: now, updated_at: now }).execute();
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await target.dropSchema(schema);
  });

  it('becomes active only once the channel proved it delivers', () => {
    expect(a.cache!.isActive).toBe(true);
    expect(states[0]).toBe('active: the channel delivers');
  });

  it("clears on another process's committed write, and a sync waits for that", async () => {
    const cache = a.cache!;
    cache.set('k', 1, cache.stamp);
    await b.db.updateTable('accounts').set({ plan: 'pro' }).where('id', '=', ACCOUNT).execute();
    await a.cacheSync();
    expect(cache.get('k')).toBeUndefined();
    // Raw SQL from a plain client (not Skyplan at all) is seen too: the trigger is in the database.
    cache.set('k', 2, cache.stamp);
    const raw = new pg.Client({ connectionString: target.url, options: `-c search_path=${schema}` });
    await raw.connect();
    try {
      await raw.query(`UPDATE accounts SET plan = 'free' WHERE id = $1`, [ACCOUNT]);
    } finally {
      await raw.end();
    }
    await a.cacheSync();
    expect(cache.get('k')).toBeUndefined();
  });

  it("is not cleared by another schema's writes, nor by reads", async () => {
    const other = target.freshSchema('readcacheother');
    const c = await createDatabase({ databaseUrl: target.url, schema: other, poolSize: 2, readCache: false });
    try {
      const cache = a.cache!;
      cache.set('k', 3, cache.stamp);
      const now = new Date();
      await c.db.insertInto('accounts').values({ id: ACCOUNT, email: 'c@x', period_start: now, created_at: now, updated_at: now }).execute();
      await b.db.selectFrom('accounts').selectAll().execute();
      await a.cacheSync();
      expect(cache.get('k')).toBe(3);
    } finally {
      await c.close();
      await target.dropSchema(other);
    }
  });

  it("keeps nothing read inside another connection's open transaction once it commits", async () => {
    const cache = a.cache!;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let wrote!: () => void;
    const written = new Promise<void>((r) => (wrote = r));
    const trx = a.db.transaction().execute(async (t) => {
      await t.updateTable('accounts').set({ plan: 'team' }).where('id', '=', ACCOUNT).execute();
      wrote();
      await held;
    });
    await written;
    // A read on another connection of the same process sees the old row and stores it…
    const stamp = cache.stamp;
    const row = await a.db.selectFrom('accounts').select('plan').where('id', '=', ACCOUNT).executeTakeFirstOrThrow();
    expect(row.plan).not.toBe('team');
    cache.set('acct', row, stamp);
    release();
    await trx;
    // …and the commit clears it, before the transaction's caller sees it finish.
    expect(cache.get('acct')).toBeUndefined();
  });

  it('suspends when the listening connection is killed, then reconnects and serves again', async () => {
    const before = states.length;
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ n: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE application_name = $1`,
        [`skyplan-cache:${schema}`],
      );
      expect(rows[0]!.n).toBe(2);
    } finally {
      await admin.end();
    }
    await until('a suspension and a recovery', () => states.slice(before).join('|').includes('suspended: the listening connection closed|active: the channel delivers'));
    expect(a.cache!.isActive).toBe(true);
    a.cache!.set('k', 4, a.cache!.stamp);
    await b.db.updateTable('api_keys').set({ name: 'x' }).where('id', '=', ACCOUNT).execute();
    await a.cacheSync();
    expect(a.cache!.get('k')).toBeUndefined();
  }, 30_000);

  it('never serves when the channel does not deliver (a proxy that cannot carry LISTEN)', async () => {
    const cache = new ReadCache({ active: false });
    const seen: string[] = [];
    const listener = listenForWrites({
      url: target.url,
      schema,
      cache,
      proofTimeoutMs: 200,
      onState: (s, why) => seen.push(`${s}: ${why}`),
      // The proof goes out where the listener does not hear it, as through pgbouncer's transaction mode.
      notify: async (payload) => {
        await sql`SELECT pg_notify('elsewhere', ${payload})`.execute(a.db);
      },
    });
    try {
      await expect(listener.whenActive(1500)).rejects.toThrow('did not become active');
      expect(cache.isActive).toBe(false);
      cache.set('k', 1, cache.stamp);
      expect(cache.get('k')).toBeUndefined();
      expect(seen.every((s) => !s.startsWith('active'))).toBe(true);
    } finally {
      await listener.close();
    }
  });
});
