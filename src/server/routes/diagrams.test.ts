import { expect, it } from 'vitest';
import { DiagramOutSchema, DiagramListSchema, DiagramSummarySchema, VersionListSchema, WarningOutSchema } from '../../shared/contract/index.js';
import { describeOnDatabases, type Caller, type TestServer } from '../testing/server.js';
import { sampleModel, sampleXml } from '../testing/factories.js';

const api = (s: TestServer, c: Caller, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  s.inject({ method, url: `/api/v2${url}`, headers: c.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

async function imported(s: TestServer, c: Caller, title = 'Imported web app') {
  const res = await api(s, c, 'POST', '/diagrams/import', { xml: await sampleXml(sampleModel(title)), title, cloud_provider: 'aws' });
  expect(res.statusCode).toBe(201);
  return DiagramSummarySchema.parse(res.json());
}

await describeOnDatabases('diagram routes', (get) => {
  it('imports sanitized XML as version 1 with a review; refuses what is not draw.io (422 with the reason)', async () => {
    const s = get();
    const c = await s.keyCaller();
    const summary = await imported(s, c);
    expect(summary).toMatchObject({ title: 'Imported web app', cloud_provider: 'aws', diagram_type: 'architecture', is_public: false });
    const full = DiagramOutSchema.parse((await api(s, c, 'GET', `/diagrams/${summary.id}`)).json());
    expect(full.warnings.map((w) => w.type)).toContain('db_no_ha');
    expect(full.suggestions.every((w) => w.severity === 'info')).toBe(true);
    expect(full.score!.score).toBeLessThan(100);
    expect(full.version_number).toBe(1);
    const versions = VersionListSchema.parse((await api(s, c, 'GET', `/diagrams/${summary.id}/versions`)).json());
    expect(versions.items).toMatchObject([{ version_number: 1, is_current: true, prompt_text: 'Imported' }]);

    const bad = await api(s, c, 'POST', '/diagrams/import', { xml: '<!DOCTYPE x [<!ENTITY a "b">]><mxfile/>' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('INVALID_DIAGRAM');
    expect(bad.json().error.message).toMatch(/DOCTYPE/);
    const huge = await api(s, c, 'POST', '/diagrams/import', { xml: 'x'.repeat(500_001) });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: [{ field: 'body.xml' }] } });
    const nulls = await api(s, c, 'POST', '/diagrams/import', { xml: await sampleXml(), title: null });
    expect(nulls.statusCode).toBe(201);
  });

  it('gets, lists newest first with a cursor, and answers 404 for unknown or malformed ids', async () => {
    const s = get();
    const c = await s.keyCaller();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await imported(s, c, `List ${i}`)).id);
      s.clock.advance(1);
    }
    const page1 = DiagramListSchema.parse((await api(s, c, 'GET', '/diagrams?limit=2')).json());
    expect(page1.items.map((d) => d.id)).toEqual([ids[2], ids[1]]);
    expect(page1.has_more).toBe(true);
    const page2 = DiagramListSchema.parse((await api(s, c, 'GET', `/diagrams?limit=2&cursor=${page1.next_cursor}`)).json());
    expect(page2.items.map((d) => d.id)).toEqual([ids[0]]);
    expect(page2).toMatchObject({ has_more: false, next_cursor: null });
    for (const id of ['11111111-1111-1111-1111-111111111111', 'dgm_0001', '3F1C2A9E-7B7D-4C1E-9A55-1D2F0C3B4A5E']) {
      const res = await api(s, c, 'GET', `/diagrams/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await api(s, c, 'GET', '/diagrams?limit=500')).statusCode).toBe(422);
    expect((await api(s, c, 'GET', '/diagrams?cursor=%25%25')).json().error.code).toBe('VALIDATION_ERROR');
  });

  it('PATCH changes title and visibility in place, XML as a new sanitized version; null means no change', async () => {
    const s = get();
    const c = await s.keyCaller();
    const d = await imported(s, c);
    // Read (and so cache) it first: every change below must show on the next read.
    expect((await api(s, c, 'GET', `/diagrams/${d.id}`)).json()).toMatchObject({ title: 'Imported web app', version_number: 1 });
    expect((await api(s, c, 'GET', `/diagrams/${d.id}`)).json()).toMatchObject({ title: 'Imported web app', version_number: 1 });
    const renamed = await api(s, c, 'PATCH', `/diagrams/${d.id}`, { title: 'Renamed', is_public: true, xml: null });
    expect(renamed.statusCode).toBe(200);
    expect(DiagramSummarySchema.parse(renamed.json())).toMatchObject({ title: 'Renamed', is_public: true });
    expect((await api(s, c, 'GET', `/diagrams/${d.id}`)).json()).toMatchObject({ title: 'Renamed', is_public: true, version_number: 1 });
    const newXml = await sampleXml({ ...sampleModel('Renamed'), nodes: sampleModel().nodes.slice(0, 2), edges: sampleModel().edges.slice(0, 1) });
    expect((await api(s, c, 'PATCH', `/diagrams/${d.id}`, { xml: newXml })).statusCode).toBe(200);
    const full = DiagramOutSchema.parse((await api(s, c, 'GET', `/diagrams/${d.id}`)).json());
    expect(full).toMatchObject({ title: 'Renamed', version_number: 2 });
    expect(full.warnings.map((w) => w.type)).not.toContain('db_no_ha');
    const empty = await api(s, c, 'PATCH', `/diagrams/${d.id}`, { title: null, is_public: null, xml: null });
    expect(empty.statusCode).toBe(422);
    const badXml = await api(s, c, 'PATCH', `/diagrams/${d.id}`, { xml: '<html><script>alert(1)</script></html>' });
    expect(badXml.statusCode).toBe(422);
    expect(badXml.json().error.code).toBe('INVALID_DIAGRAM');
  });

  it('PATCH xml with base_version saves only on top of that version (409 VERSION_CONFLICT otherwise)', async () => {
    const s = get();
    const c = await s.keyCaller();
    const d = await imported(s, c);
    const xml = await sampleXml({ ...sampleModel('Mine'), nodes: sampleModel().nodes.slice(0, 2), edges: sampleModel().edges.slice(0, 1) });
    const saved = await api(s, c, 'PATCH', `/diagrams/${d.id}`, { xml, base_version: 1 });
    expect(saved.statusCode).toBe(200);
    expect(DiagramSummarySchema.parse(saved.json()).version_number).toBe(2);
    const stale = await api(s, c, 'PATCH', `/diagrams/${d.id}`, { xml, base_version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('VERSION_CONFLICT');
    expect(DiagramOutSchema.parse((await api(s, c, 'GET', `/diagrams/${d.id}`)).json()).version_number).toBe(2);
  });

  it('soft-deletes (204, empty) and then answers 404 everywhere', async () => {
    const s = get();
    const c = await s.keyCaller();
    const d = await imported(s, c);
    const del = await api(s, c, 'DELETE', `/diagrams/${d.id}`);
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    for (const url of [`/diagrams/${d.id}`, `/diagrams/${d.id}/warnings`, `/diagrams/${d.id}/versions`]) expect((await api(s, c, 'GET', url)).statusCode).toBe(404);
    expect((await api(s, c, 'DELETE', `/diagrams/${d.id}`)).statusCode).toBe(404);
    const list = DiagramListSchema.parse((await api(s, c, 'GET', '/diagrams')).json());
    expect(list.items.map((x) => x.id)).not.toContain(d.id);
  });

  it('serves warnings as a bare array of WarningOut with the §0 extras', async () => {
    const s = get();
    const c = await s.keyCaller();
    const d = await imported(s, c);
    const res = await api(s, c, 'GET', `/diagrams/${d.id}/warnings`);
    const warnings = WarningOutSchema.array().parse(res.json());
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings[0]).toMatchObject({ id: expect.any(String), severity: expect.any(String), pillar: expect.any(String), cell_ids: expect.any(Array) });
  });

  it('exports drawio as the stored XML with a filename from the title, and svg/png through the renderer', async () => {
    const s = get();
    const c = await s.keyCaller();
    const d = await imported(s, c, 'Prod: web & API');
    const xml = (await api(s, c, 'GET', `/diagrams/${d.id}`)).json().xml as string;
    const drawio = await api(s, c, 'GET', `/diagrams/${d.id}/export`);
    expect(drawio.statusCode).toBe(200);
    expect(drawio.headers['content-type']).toMatch(/^application\/xml/);
    expect(drawio.headers['content-disposition']).toBe('attachment; filename="prod-web-api.drawio"');
    expect(drawio.body).toBe(xml);
    const svg = await api(s, c, 'GET', `/diagrams/${d.id}/export?format=svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toMatch(/<svg[\s>]/);
    const png = await api(s, c, 'GET', `/diagrams/${d.id}/export?format=png&scale=0.5&background=%23ffffff&border=10`);
    expect(png.statusCode).toBe(200);
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const huge = await api(s, c, 'GET', `/diagrams/${d.id}/export?format=png&scale=16`);
    if (huge.statusCode !== 200) {
      expect(huge.statusCode).toBe(422);
      expect(huge.json().error).toMatchObject({ code: 'RENDER_TOO_LARGE', details: { max_scale: expect.any(Number) } });
    }
    expect((await api(s, c, 'GET', `/diagrams/${d.id}/export?format=pdf`)).statusCode).toBe(422);
  }, 120_000);

  it('lists versions ascending with a cursor, serves one version with the diagram id, and reverts as a new version', async () => {
    const s = get();
    const c = await s.keyCaller();
    const d = await imported(s, c);
    await api(s, c, 'PATCH', `/diagrams/${d.id}`, { xml: await sampleXml({ ...sampleModel(), nodes: sampleModel().nodes.slice(0, 3), edges: sampleModel().edges.slice(0, 2) }) });
    const page = VersionListSchema.parse((await api(s, c, 'GET', `/diagrams/${d.id}/versions?limit=1`)).json());
    expect(page.items.map((v) => v.version_number)).toEqual([1]);
    expect(page.next_cursor).toBe('1');
    const rest = VersionListSchema.parse((await api(s, c, 'GET', `/diagrams/${d.id}/versions?cursor=1`)).json());
    expect(rest.items).toMatchObject([{ version_number: 2, is_current: true }]);
    const v1 = DiagramOutSchema.parse((await api(s, c, 'GET', `/diagrams/${d.id}/versions/${page.items[0]!.id}`)).json());
    expect(v1).toMatchObject({ id: d.id, version_number: 1 });
    expect(v1.warnings.map((w) => w.type)).toContain('db_no_ha');
    // An earlier version exports as itself (what a person previewing it downloads), not the current one.
    const v1File = await api(s, c, 'GET', `/diagrams/${d.id}/export?format=drawio&version_id=${page.items[0]!.id}`);
    expect(v1File.statusCode).toBe(200);
    expect(v1File.body).toBe(v1.xml);
    expect(v1File.headers['cache-control']).toContain('immutable');
    const listed = DiagramListSchema.parse((await api(s, c, 'GET', '/diagrams')).json()).items.find((x) => x.id === d.id);
    expect(listed?.version_id).toBe(rest.items[0]!.id);
    expect(v1File.body).not.toBe((await api(s, c, 'GET', `/diagrams/${d.id}/export`)).body);
    expect((await api(s, c, 'GET', `/diagrams/${d.id}/export?version_id=${d.id}`)).statusCode).toBe(404);
    const reverted = await api(s, c, 'POST', `/diagrams/${d.id}/revert`, { version_id: null, version_number: 1 });
    expect(reverted.statusCode).toBe(200);
    const now = DiagramOutSchema.parse((await api(s, c, 'GET', `/diagrams/${d.id}`)).json());
    expect(now.version_number).toBe(3);
    expect(now.xml).toBe(v1.xml);
    expect((await api(s, c, 'POST', `/diagrams/${d.id}/revert`, { version_id: page.items[0]!.id })).statusCode).toBe(200);
    expect((await api(s, c, 'POST', `/diagrams/${d.id}/revert`, { version_number: 99 })).statusCode).toBe(404);
    expect((await api(s, c, 'POST', `/diagrams/${d.id}/revert`, {})).statusCode).toBe(422);
    expect((await api(s, c, 'GET', `/diagrams/${d.id}/versions/11111111-1111-4111-8111-111111111111`)).statusCode).toBe(404);
  });

  it('fixes one warning as a charged new version that no longer reports it; an unknown warning is 409', async () => {
    const s = get();
    const c = await s.keyCaller();
    const d = await imported(s, c);
    const warnings = WarningOutSchema.array().parse((await api(s, c, 'GET', `/diagrams/${d.id}/warnings`)).json());
    const target = warnings.find((w) => w.type === 'db_no_ha')!;
    // As an MCP client lists it and sends it back: decorated with type and component, cut at 120.
    const decorated = `• [${target.type}] (${target.component}) ${target.message}`.slice(0, 120);
    const fixed = await api(s, c, 'POST', `/diagrams/${d.id}/fix`, { message: decorated, component: null, warning_type: null });
    expect(fixed.statusCode).toBe(200);
    const out = DiagramOutSchema.parse(fixed.json());
    expect(out.warnings.map((w) => w.id)).not.toContain(target.id);
    expect(out.usage).toMatchObject({ credits_charged: 1, credits_remaining: 49 });
    expect(out.version_number).toBe(2);
    const again = await api(s, c, 'POST', `/diagrams/${d.id}/fix`, { message: target.message, warning_id: target.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('WARNING_NOT_FOUND');
    const byType = warnings.find((w) => w.type === 'no_monitoring')!;
    const second = await api(s, c, 'POST', `/diagrams/${d.id}/fix`, { message: 'x'.repeat(5), warning_type: byType.type, component: byType.component });
    expect(second.statusCode).toBe(200);
    expect(DiagramOutSchema.parse(second.json()).warnings.map((w) => w.type)).not.toContain('no_monitoring');
    // Text that fits two different warnings: 409 listing both, nothing charged.
    const open = WarningOutSchema.array().parse((await api(s, c, 'GET', `/diagrams/${d.id}/warnings`)).json());
    const common = (a: string, b: string): string => { let i = 0; while (i < a.length && a[i] === b[i]) i++; return a.slice(0, i); };
    const pair = open.flatMap((a, i) => open.slice(i + 1).map((b) => common(a.message, b.message))).filter((p) => p.trim().length >= 3).sort((x, y) => y.length - x.length)[0];
    expect(pair, 'two warnings whose messages start alike').toBeDefined();
    const ambiguous = await api(s, c, 'POST', `/diagrams/${d.id}/fix`, { message: pair! });
    expect(ambiguous.statusCode).toBe(409);
    expect(ambiguous.json().error).toMatchObject({ code: 'WARNING_NOT_FOUND', details: { candidates: expect.arrayContaining([expect.objectContaining({ id: expect.any(String) })]) } });
    expect(ambiguous.json().error.details.candidates.length).toBeGreaterThanOrEqual(2);
    const history = (await api(s, c, 'GET', `/usage/history?diagram_id=${d.id}`)).json();
    expect(history.summary).toEqual({ total_credits_charged: 2, task_count: 2 });
    expect(history.items.map((i: { action_type: string }) => i.action_type)).toEqual(['fix', 'fix']);
  });
});
