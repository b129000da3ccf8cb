import { expect, it } from 'vitest';
import { diagramRoutes } from '../../../shared/contract/diagrams.js';
import { requestHash } from '../../http/idempotent.js';
import { createDiagramRow, sampleModel, sampleXml } from '../../testing/factories.js';
import { describeOnDatabases } from '../../testing/server.js';
import { claimIdempotencyKey, renewIdempotencyKey, RUNNING_LEASE_SECONDS } from './idempotency.js';

await describeOnDatabases('idempotency claims after a crash', (get) => {
  it('a claim whose process died is taken over once its lease lapses (≤ 15 s, inside the SDK retry ladder): the retry runs once, charges once', async () => {
    const s = get();
    const c = await s.keyCaller();
    const xml = await sampleXml(sampleModel());
    const { warnings, suggestions } = s.services.engine.review(s.services.engine.parse(xml).model);
    const target = warnings.find((w) => w.type === 'db_no_ha')!;
    const { diagram } = await createDiagramRow(s.services, c.accountId, { xml, warnings: [...warnings, ...suggestions] });
    const body = { message: target.message };
    const params = { diagram_id: diagram.id };
    // The process that took the claim was killed (kill -9) before it answered: nobody renews it.
    const scope = { accountId: c.accountId, key: 'crash-1', requestHash: requestHash(diagramRoutes.fix, params, undefined, body) };
    expect(await claimIdempotencyKey({ ctx: s.services, input: scope })).toEqual({ state: 'claimed' });
    const send = () => s.inject({ method: 'POST', url: `/api/v2/diagrams/${diagram.id}/fix`, headers: { ...c.headers, 'idempotency-key': 'crash-1' }, payload: body });

    const early = await send();
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(RUNNING_LEASE_SECONDS).toBeLessThanOrEqual(15);
    s.clock.advance(RUNNING_LEASE_SECONDS + 1);
    const retried = await send();
    expect(retried.statusCode).toBe(200);
    const again = await send();
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json()).toEqual(retried.json());
    const charges = await s.services.db.selectFrom('credit_ledger').select('id').where('account_id', '=', c.accountId).where('action', '=', 'fix').execute();
    expect(charges).toHaveLength(1);
  });

  it('a live process renews its claim: retries meanwhile get 409, however long the work runs', async () => {
    const s = get();
    const c = await s.keyCaller();
    const scope = { accountId: c.accountId, key: 'live-1', requestHash: 'h' };
    await claimIdempotencyKey({ ctx: s.services, input: scope });
    for (let beat = 0; beat < 4; beat++) {
      s.clock.advance(RUNNING_LEASE_SECONDS - 5);
      expect(await renewIdempotencyKey({ ctx: s.services, input: scope })).toBe(true);
      const retry = await claimIdempotencyKey({ ctx: s.services, input: scope }).catch((e: { code?: string }) => e.code);
      expect(retry).toBe('IDEMPOTENCY_IN_PROGRESS');
    }
  });
});
