import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDiagramRow, sampleModel, sampleXml } from '../testing/factories.js';
import { describeOnDatabases, type Caller, type TestServer } from '../testing/server.js';

async function diagramsWithWarnings(s: TestServer, c: Caller, n: number): Promise<{ id: string; message: string }[]> {
  const xml = await sampleXml(sampleModel());
  const { warnings, suggestions } = s.services.engine.review(s.services.engine.parse(xml).model);
  const target = warnings.find((w) => w.type === 'db_no_ha')!;
  const out = [];
  for (let i = 0; i < n; i++) {
    const { diagram } = await createDiagramRow(s.services, c.accountId, { xml, warnings: [...warnings, ...suggestions] });
    out.push({ id: diagram.id, message: target.message });
  }
  return out;
}

const fix = (s: TestServer, c: Caller, id: string, message: string, key?: string, extra: object = {}) =>
  s.inject({
    method: 'POST',
    url: `/api/v2/diagrams/${id}/fix`,
    headers: { ...c.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { message, ...extra },
  });

await describeOnDatabases('billing under concurrency', (get) => {
  it('50 parallel billable calls with credit for 10: exactly 10 succeed, the balance never goes negative', async () => {
    const s = get();
    const c = await s.keyCaller();
    const targets = await diagramsWithWarnings(s, c, 50);
    await s.services.db.updateTable('accounts').set({ credit_balance: 10 }).where('id', '=', c.accountId).execute();
    const results = await Promise.all(targets.map((t) => fix(s, c, t.id, t.message)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((x) => x === 200)).toHaveLength(10);
    expect(statuses.filter((x) => x === 402)).toHaveLength(40);
    for (const r of results.filter((x) => x.statusCode === 402)) expect(r.json().error.details.upgrade_url).toMatch(/^http/);
    const account = await s.services.db.selectFrom('accounts').select('credit_balance').where('id', '=', c.accountId).executeTakeFirstOrThrow();
    expect(account.credit_balance).toBe(0);
    const ledger = await sql<{ n: number; total: number; min: number }>`
      SELECT count(*)::int AS n, coalesce(sum(credits_charged), 0)::int AS total, min(balance_after)::int AS min
      FROM credit_ledger WHERE account_id = ${c.accountId} AND action = 'fix'`.execute(s.services.db);
    expect(ledger.rows[0]).toEqual({ n: 10, total: 10, min: 0 });
    const versions = await sql<{ n: number }>`SELECT count(*)::int AS n FROM diagrams WHERE account_id = ${c.accountId} AND current_version_number = 2`.execute(s.services.db);
    expect(versions.rows[0]!.n).toBe(10);
  }, 120_000);

  it('the same Idempotency-Key 20 times in parallel: one run, one charge, the rest replays or 409', async () => {
    const s = get();
    const c = await s.keyCaller();
    const [t] = await diagramsWithWarnings(s, c, 1);
    const results = await Promise.all(Array.from({ length: 20 }, () => fix(s, c, t!.id, t!.message, 'same-key-20')));
    const fresh = results.filter((r) => r.statusCode === 200 && r.headers['idempotency-replayed'] !== 'true');
    const replays = results.filter((r) => r.statusCode === 200 && r.headers['idempotency-replayed'] === 'true');
    const busy = results.filter((r) => r.statusCode === 409);
    expect(fresh).toHaveLength(1);
    expect(replays.length + busy.length).toBe(19);
    for (const r of busy) expect(r.json().error.code).toBe('IDEMPOTENCY_IN_PROGRESS');
    for (const r of replays) expect(r.json()).toEqual(fresh[0]!.json());
    const charges = await s.services.db.selectFrom('credit_ledger').select('credits_charged').where('account_id', '=', c.accountId).where('action', '=', 'fix').execute();
    expect(charges).toEqual([{ credits_charged: 1 }]);
    const diagram = await s.services.db.selectFrom('diagrams').select('current_version_number').where('id', '=', t!.id).executeTakeFirstOrThrow();
    expect(diagram.current_version_number).toBe(2);
    const later = await fix(s, c, t!.id, t!.message, 'same-key-20');
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotency-replayed']).toBe('true');
    expect(later.json().usage).toEqual(fresh[0]!.json().usage);
  }, 120_000);

  it('Idempotency-Key: a different body is 422, failures are not stored, keys are per account, 24 h window', async () => {
    const s = get();
    const c = await s.keyCaller();
    const [a, b] = await diagramsWithWarnings(s, c, 2);
    expect((await fix(s, c, a!.id, a!.message, 'k1')).statusCode).toBe(200);
    const reused = await fix(s, c, b!.id, b!.message, 'k1');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const missing = await fix(s, c, b!.id, 'a warning that does not exist', 'k2');
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error.code).toBe('WARNING_NOT_FOUND');
    const retried = await fix(s, c, b!.id, 'a warning that does not exist', 'k2');
    expect(retried.json().error.code).toBe('WARNING_NOT_FOUND');
    expect(retried.headers['idempotency-replayed']).toBeUndefined();
    const other = await s.keyCaller();
    const [theirs] = await diagramsWithWarnings(s, other, 1);
    expect((await fix(s, other, theirs!.id, theirs!.message, 'k1')).headers['idempotency-replayed']).toBeUndefined();
    s.clock.advance(24 * 3600 + 1);
    const expired = await fix(s, c, a!.id, a!.message, 'k1');
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.code).toBe('WARNING_NOT_FOUND');
    expect((await fix(s, c, a!.id, a!.message, ' bad key')).statusCode).toBe(422);
  }, 120_000);
});
