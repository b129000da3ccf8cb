import { expect, it } from 'vitest';
import { ForkResponseSchema, GalleryListSchema, MeOutSchema, ROUTES, UsageHistoryListSchema, UsageSummarySchema } from '../../shared/contract/index.js';
import { createDiagramRow } from '../testing/factories.js';
import { describeOnDatabases, type Caller, type TestServer } from '../testing/server.js';
import { chargeInTx } from '../services/credits/charge.js';
import type { Actor } from '../context.js';

const api = (s: TestServer, c: Caller, method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
  s.inject({ method, url: `/api/v2${url}`, headers: { ...c.headers, ...headers } });

const actorOf = (c: Caller, over: Partial<Actor> = {}): Actor => ({
  accountId: c.accountId, email: c.email, plan: 'free', via: 'key', keyId: null, sessionId: null, livemode: true,
  scopes: [], source: 'api', requestId: 'req_test', tool: null, ...over,
});

await describeOnDatabases('account, usage, gallery and meta routes', (get) => {
  it('GET /me reports the account, key scopes, livemode and balance', async () => {
    const s = get();
    const live = await s.keyCaller();
    expect(MeOutSchema.parse((await api(s, live, 'GET', '/me')).json())).toMatchObject({ email: live.email, plan: 'free', livemode: true, credits_remaining: 50, auth_method: 'key' });
    const test = await s.keyCaller(undefined, { livemode: false, scopes: ['diagrams:read'] });
    expect((await api(s, test, 'GET', '/me')).json()).toMatchObject({ livemode: false, scopes: ['diagrams:read'] });
    const refused = await s.inject({ method: 'POST', url: '/api/v2/diagrams/import', headers: test.headers, payload: { xml: '<mxfile/>' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/diagrams:write/);
  });

  it('GET /usage: plan, real balance, period, cost estimates; unlimited plans report -1', async () => {
    const s = get();
    const c = await s.keyCaller();
    const usage = UsageSummarySchema.parse((await api(s, c, 'GET', '/usage')).json());
    expect(usage).toMatchObject({ plan: 'free', credits_remaining: 50, monthly_credits: 50, credits_used_this_period: 0, free_relayouts_per_diagram: 2 });
    expect(usage.cost_estimates.generate).toEqual({ min_credits: 1, max_credits: 3 });
    expect((await s.inject({ method: 'GET', url: '/api/v2/usage' })).statusCode).toBe(401);
    const rich = await s.keyCaller(undefined, { plan: 'unlimited' });
    expect((await api(s, rich, 'GET', '/usage')).json()).toMatchObject({ plan: 'unlimited', credits_remaining: -1, monthly_credits: -1 });
    const pro = await s.keyCaller(undefined, { plan: 'pro' });
    expect((await api(s, pro, 'GET', '/me')).json().credits_remaining).toBe(1000);
  });

  it('grants the month again when the period turns, with a monthly_reset row', async () => {
    const s = get();
    const c = await s.keyCaller();
    s.clock.advance(1);
    await s.services.db.transaction().execute((trx) => chargeInTx(trx, { actor: actorOf(c), action: 'edit', credits: 5, diagramId: null, now: s.clock.now(), upgradeUrl: 'x' }));
    expect((await api(s, c, 'GET', '/usage')).json().credits_remaining).toBe(45);
    s.clock.advance(32 * 24 * 3600);
    const after = (await api(s, c, 'GET', '/usage')).json();
    expect(after).toMatchObject({ credits_remaining: 50, credits_used_this_period: 0 });
    const grants = UsageHistoryListSchema.parse((await api(s, c, 'GET', '/usage/history?include_grants=true')).json());
    expect(grants.items.map((i) => i.action_type)).toEqual(['monthly_reset', 'edit', 'monthly_reset']);
    s.clock.advance(-32 * 24 * 3600 - 1);
  });

  it('GET /usage/history filters by action, source, livemode, diagram and time, pages with a cursor, and sums', async () => {
    const s = get();
    const c = await s.keyCaller();
    const { diagram } = await createDiagramRow(s.services, c.accountId);
    const t0 = s.clock.now();
    const charges: [string, Partial<Actor>, number][] = [
      ['generate', { source: 'mcp' }, 2],
      ['edit', { source: 'sdk-ts' }, 1],
      ['fix', { source: 'web', livemode: false }, 1],
      ['relayout', { source: 'sdk-python' }, 0],
    ];
    for (const [action, over, credits] of charges) {
      s.clock.advance(10);
      await s.services.db.transaction().execute((trx) =>
        chargeInTx(trx, { actor: actorOf(c, over), action: action as 'edit', credits, diagramId: diagram.id, now: s.clock.now(), upgradeUrl: 'x' }),
      );
    }
    const all = UsageHistoryListSchema.parse((await api(s, c, 'GET', '/usage/history')).json());
    expect(all.items.map((i) => i.action_type)).toEqual(['relayout', 'fix', 'edit', 'generate']);
    expect(all.summary).toEqual({ total_credits_charged: 4, task_count: 4 });
    expect(all.items[3]).toMatchObject({ source: 'mcp', livemode: true, credits_charged: 2, diagram_id: diagram.id, diagram_title: diagram.title, request_id: 'req_test' });
    expect(() => new Date(all.items[0]!.created_at).toISOString()).not.toThrow();
    const some = (await api(s, c, 'GET', '/usage/history?action=edit&action=fix')).json();
    expect(some.summary).toEqual({ total_credits_charged: 2, task_count: 2 });
    expect((await api(s, c, 'GET', '/usage/history?source=mcp&source=sdk-python')).json().items.map((i: { action_type: string }) => i.action_type)).toEqual(['relayout', 'generate']);
    expect((await api(s, c, 'GET', '/usage/history?livemode=false')).json().items.map((i: { action_type: string }) => i.action_type)).toEqual(['fix']);
    const from = new Date(t0.getTime() + 15_000).toISOString();
    const to = new Date(t0.getTime() + 35_000).toISOString();
    expect((await api(s, c, 'GET', `/usage/history?from=${from}&to=${to}`)).json().items.map((i: { action_type: string }) => i.action_type)).toEqual(['fix', 'edit']);
    const p1 = UsageHistoryListSchema.parse((await api(s, c, 'GET', '/usage/history?limit=3')).json());
    expect(p1).toMatchObject({ has_more: true, summary: { task_count: 4 } });
    const p2 = UsageHistoryListSchema.parse((await api(s, c, 'GET', `/usage/history?limit=3&cursor=${p1.next_cursor}`)).json());
    expect(p2.items.map((i) => i.action_type)).toEqual(['generate']);
    expect((await api(s, c, 'GET', '/usage/history?action=print')).statusCode).toBe(422);
  });

  it('gallery lists public diagrams (community) with search and filters, and fork makes a private copy for free', async () => {
    const s = get();
    const owner = await s.keyCaller();
    const pub = await createDiagramRow(s.services, owner.accountId, { title: 'Zebra public payments', isPublic: true });
    await createDiagramRow(s.services, owner.accountId, { title: 'Zebra private', isPublic: false });
    const c = await s.keyCaller();
    const found = GalleryListSchema.parse((await api(s, c, 'GET', '/gallery?q=zebra&source=community')).json());
    expect(found.items.map((i) => i.id)).toEqual([pub.diagram.id]);
    expect(found.items[0]).toMatchObject({ source: 'community', cloud_provider: 'aws' });
    expect((await api(s, c, 'GET', '/gallery?q=zebra&cloud_provider=azure')).json().items).toEqual([]);
    expect((await api(s, c, 'GET', '/gallery?q=zebra&source=library')).json().items).toEqual([]);
    const forked = await api(s, c, 'POST', `/gallery/${pub.diagram.id}/fork`);
    expect(forked.statusCode).toBe(201);
    const fork = ForkResponseSchema.parse(forked.json());
    expect(fork).toMatchObject({ title: 'Zebra public payments', forked_from_id: pub.diagram.id, forked_from_library_id: null });
    const copy = (await api(s, c, 'GET', `/diagrams/${fork.id}`)).json();
    expect(copy).toMatchObject({ is_public: false, xml: pub.version.xml });
    expect((await api(s, c, 'GET', '/usage')).json().credits_remaining).toBe(50);
    const privateOne = await createDiagramRow(s.services, owner.accountId, { title: 'secret' });
    expect((await api(s, c, 'POST', `/gallery/${privateOne.diagram.id}/fork`)).statusCode).toBe(404);
  });

  it('meta routes need a credential and answer the value sets; /meta/features follows the plan', async () => {
    const s = get();
    const c = await s.keyCaller(undefined, { plan: 'pro' });
    expect((await s.inject({ method: 'GET', url: '/api/v2/meta/providers' })).statusCode).toBe(401);
    expect((await api(s, c, 'GET', '/meta/providers')).json()).toEqual({ providers: ['aws', 'azure', 'gcp', 'kubernetes', 'oci', 'general'] });
    expect((await api(s, c, 'GET', '/meta/formats')).json()).toEqual({ export_formats: ['drawio', 'svg', 'png'] });
    expect((await api(s, c, 'GET', '/meta/diagram-types')).json().diagram_types).toContain('auto');
    expect((await api(s, c, 'GET', '/meta/features')).json()).toMatchObject({ plan: 'pro', features: { opinionated: true }, limits: { monthly_credits: 1000 } });
    // What each action costs, so a client can say so before it runs.
    expect((await api(s, c, 'GET', '/meta/features')).json().limits).toMatchObject({ generate_credits_min: 1, generate_credits_max: 3, edit_credits_max: 1, max_prompt_chars: 30_000 });
  });

  it('publishes /api/v2/openapi.json without a credential, covering every route', async () => {
    const s = get();
    const doc = (await s.inject({ method: 'GET', url: '/api/v2/openapi.json' })).json();
    for (const r of ROUTES) expect(doc.paths[`/api/v2${r.path}`][r.method.toLowerCase()].operationId).toBe(r.id);
  });

  it('refuses outdated Skyplan clients with 426 naming the update command from this server, never the public clients', async () => {
    const s = get();
    const c = await s.keyCaller();
    // The harness sets PUBLIC_URL=http://skyplan.test: the command installs what this server serves.
    const cases: [string, string, string][] = [
      ['x-skyplan-client', 'sdk-ts/0.0.9', 'npm install http://skyplan.test/clients/skyplan-latest.tgz'],
      ['x-skyplan-client', 'sdk-python/0.0.1', 'pip install --upgrade http://skyplan.test/clients/skyplan-latest.tar.gz'],
      ['x-skyplan-client', 'mcp/0.0.3', 'npx -y -p http://skyplan.test/clients/skyplan-latest.tgz skyplan-mcp'],
    ];
    for (const [header, value, command] of cases) {
      const res = await api(s, c, 'GET', '/me', { [header]: value });
      expect(res.statusCode).toBe(426);
      expect(res.json().error.code).toBe('CLIENT_OUTDATED');
      expect(res.json().error.message).toContain(command);
      expect(res.json().error.details.update_command).toBe(command);
    }
    const otherHost = await api(s, c, 'GET', '/me', { 'x-skyplan-client': 'mcp/0.0.3', host: 'evil.example' });
    expect(otherHost.json().error.details.update_command).toBe('npx -y -p http://skyplan.test/clients/skyplan-latest.tgz skyplan-mcp');
    expect((await api(s, c, 'GET', '/me', { 'x-skyplan-client': 'sdk-ts/0.1.0' })).statusCode).toBe(200);
    expect((await api(s, c, 'GET', '/me', { 'x-diagrams-client': 'mcp/1.0.0' })).statusCode).toBe(200);
    expect((await api(s, c, 'GET', '/me', { 'x-diagrams-client': 'sdk-python/0.0.1' })).statusCode).toBe(200);
  });
});
