import { expect, it } from 'vitest';
import { RelayoutStartSchema, RelayoutStatusOutSchema } from '../../shared/contract/index.js';
import { describeOnDatabases, type Caller, type TestServer } from '../testing/server.js';
import { messyXml } from '../testing/factories.js';

const api = (s: TestServer, c: Caller, method: 'GET' | 'POST' | 'PATCH', url: string, extra: { payload?: object; headers?: Record<string, string> } = {}) =>
  s.inject({ method, url: `/api/v2${url}`, headers: { ...c.headers, ...extra.headers }, ...(extra.payload ? { payload: extra.payload } : {}) });

async function messyDiagram(s: TestServer, c: Caller): Promise<string> {
  const res = await api(s, c, 'POST', '/diagrams/import', { payload: { xml: await messyXml(), title: 'Messy' } });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

await describeOnDatabases('re-layout jobs', (get) => {
  it('asks for confirmation first (no job), then queues one job per diagram and delivers a new version', async () => {
    const s = get();
    const c = await s.keyCaller();
    const id = await messyDiagram(s, c);
    for (const url of [`/diagrams/${id}/relayout`, `/diagrams/${id}/relayout?confirm=false`]) {
      const ask = await api(s, c, 'POST', url);
      expect(ask.statusCode).toBe(200);
      expect(RelayoutStartSchema.parse(ask.json())).toMatchObject({ status: 'confirmation_required', chargeable: false, credits: 0 });
      expect(ask.json().message).toMatch(/confirm=true/);
    }
    const started = await api(s, c, 'POST', `/diagrams/${id}/relayout?confirm=true`, { headers: { 'idempotency-key': 'relayout-1' } });
    expect(started.statusCode).toBe(202);
    const job = RelayoutStartSchema.parse(started.json());
    expect(job).toMatchObject({ status: 'pending', chargeable: false, progress: 0 });
    const again = await api(s, c, 'POST', `/diagrams/${id}/relayout?confirm=true`);
    expect(again.json().job_id).toBe(job.job_id);
    const replay = await api(s, c, 'POST', `/diagrams/${id}/relayout?confirm=true`, { headers: { 'idempotency-key': 'relayout-1' } });
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(replay.json()).toEqual(started.json());
    expect(RelayoutStatusOutSchema.parse((await api(s, c, 'GET', `/diagrams/${id}/relayout/${job.job_id}`)).json())).toMatchObject({ status: 'pending', warnings: [] });

    expect(await s.drainJobs()).toBe(1);
    const done = RelayoutStatusOutSchema.parse((await api(s, c, 'GET', `/diagrams/${id}/relayout/${job.job_id}`)).json());
    expect(done).toMatchObject({ status: 'done', applied: true, version_number: 2, progress: 100 });
    // The result says what changed, in words.
    expect(done.reason).toMatch(/^Re-laid out: .*(→|no measure changed|area)/);
    const current = (await api(s, c, 'GET', `/diagrams/${id}`)).json();
    expect(current.xml).toBe(done.xml);
    expect(done.score).toEqual(current.score);
    const versions = (await api(s, c, 'GET', `/diagrams/${id}/versions`)).json();
    expect(versions.items.at(-1)).toMatchObject({ version_number: 2, prompt_text: 'Re-layout', is_current: true });
    const history = (await api(s, c, 'GET', `/usage/history?action=relayout&diagram_id=${id}`)).json();
    expect(history.items).toMatchObject([{ action_type: 'relayout', credits_charged: 0 }]);
  });

  it('keeps a hand-made layout that a fresh one would make worse, and says why', async () => {
    const s = get();
    const c = await s.keyCaller();
    // A compact, tidy drawing: three boxes in a row, each line straight and short.
    const tidy = [
      '<mxfile><diagram id="p" name="Page-1"><mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/>',
      ...['Users', 'Web server', 'Orders database'].map((label, i) =>
        `<mxCell id="n${i}" value="${label}" style="rounded=0;whiteSpace=wrap;html=1;" vertex="1" parent="1"><mxGeometry x="${40 + i * 160}" y="40" width="100" height="40" as="geometry"/></mxCell>`),
      '<mxCell id="e0" edge="1" source="n0" target="n1" parent="1" style="endArrow=block;html=1;"><mxGeometry relative="1" as="geometry"/></mxCell>',
      '<mxCell id="e1" edge="1" source="n1" target="n2" parent="1" style="endArrow=block;html=1;"><mxGeometry relative="1" as="geometry"/></mxCell>',
      '</root></mxGraphModel></diagram></mxfile>',
    ].join('');
    const made = await api(s, c, 'POST', '/diagrams/import', { payload: { xml: tidy, title: 'Tidy' } });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;
    const start = RelayoutStartSchema.parse((await api(s, c, 'POST', `/diagrams/${id}/relayout?confirm=true`)).json());
    expect(await s.drainJobs()).toBe(1);
    const status = RelayoutStatusOutSchema.parse((await api(s, c, 'GET', `/diagrams/${id}/relayout/${start.job_id}`)).json());
    expect(status).toMatchObject({ status: 'done', applied: false });
    expect(status.reason).toMatch(/^The current layout was kept: a new one would be worse \(.+\)\.$/);
    expect((await api(s, c, 'GET', `/diagrams/${id}`)).json().version_number).toBe(1);
  });

  it('charges from the third delivered re-layout of a diagram, only on delivery', async () => {
    const s = get();
    const c = await s.keyCaller();
    const id = await messyDiagram(s, c);
    for (let round = 1; round <= 3; round++) {
      if (round > 1) expect((await api(s, c, 'PATCH', `/diagrams/${id}`, { payload: { xml: await messyXml(undefined, 37 + round * 11) } })).statusCode).toBe(200);
      const ask = RelayoutStartSchema.parse((await api(s, c, 'POST', `/diagrams/${id}/relayout`)).json());
      expect(ask.chargeable).toBe(round === 3);
      const start = RelayoutStartSchema.parse((await api(s, c, 'POST', `/diagrams/${id}/relayout?confirm=true`)).json());
      expect(start.chargeable).toBe(round === 3);
      const before = (await api(s, c, 'GET', '/usage')).json().credits_remaining;
      expect(before).toBe(50);
      await s.drainJobs();
      s.clock.advance(1);
      const status = RelayoutStatusOutSchema.parse((await api(s, c, 'GET', `/diagrams/${id}/relayout/${start.job_id}`)).json());
      expect(status).toMatchObject({ status: 'done', applied: true });
    }
    expect((await api(s, c, 'GET', '/usage')).json().credits_remaining).toBe(49);
    const rows = (await api(s, c, 'GET', `/usage/history?action=relayout&diagram_id=${id}`)).json();
    expect(rows.items.map((r: { credits_charged: number }) => r.credits_charged)).toEqual([1, 0, 0]);
  });

  it('finishes without a new version when nothing moves, refuses when out of credits, and 404s foreign jobs', async () => {
    const s = get();
    const c = await s.keyCaller();
    const id = await messyDiagram(s, c);
    const first = RelayoutStartSchema.parse((await api(s, c, 'POST', `/diagrams/${id}/relayout?confirm=true`)).json());
    await s.drainJobs();
    const second = RelayoutStartSchema.parse((await api(s, c, 'POST', `/diagrams/${id}/relayout?confirm=true`)).json());
    expect(second.job_id).not.toBe(first.job_id);
    await s.drainJobs();
    const unchanged = RelayoutStatusOutSchema.parse((await api(s, c, 'GET', `/diagrams/${id}/relayout/${second.job_id}`)).json());
    expect(unchanged).toMatchObject({ status: 'done', applied: false });
    expect(unchanged.reason).toMatch(/already laid out/);

    await s.services.db.updateTable('diagrams').set({ relayouts_used: 2 }).where('id', '=', id).execute();
    await s.services.db.updateTable('accounts').set({ credit_balance: 0 }).where('id', '=', c.accountId).execute();
    const broke = await api(s, c, 'POST', `/diagrams/${id}/relayout?confirm=true`);
    expect(broke.statusCode).toBe(402);
    expect(broke.json().error).toMatchObject({ code: 'QUOTA_EXCEEDED', details: { upgrade_url: expect.stringMatching(/^http/) } });

    const other = await s.keyCaller();
    expect((await api(s, other, 'GET', `/diagrams/${id}/relayout/${first.job_id}`)).statusCode).toBe(404);
    expect((await api(s, c, 'GET', `/diagrams/${id}/relayout/11111111-1111-4111-8111-111111111111`)).statusCode).toBe(404);
    expect((await api(s, other, 'POST', `/diagrams/${id}/relayout?confirm=true`)).statusCode).toBe(404);
  });
});
