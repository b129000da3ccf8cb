import { expect, it } from 'vitest';
import { DiagramOutSchema, DiagramSummarySchema, VersionListSchema, VersionSummarySchema } from '../../shared/contract/index.js';
import { describeOnDatabases, uniqueEmail, type Caller, type TestServer } from '../testing/server.js';
import { sampleModel, sampleXml } from '../testing/factories.js';
import { appendVersion } from '../services/diagrams/store.js';

const api = (s: TestServer, c: Caller, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  s.inject({ method, url: `/api/v2${url}`, headers: c.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

/** A draw.io document with the first `n` services of the sample (each save differs from the last). */
const xmlWith = (n: number) => sampleXml({ ...sampleModel('Burst'), nodes: sampleModel().nodes.slice(0, n), edges: [] });

async function imported(s: TestServer, c: Caller) {
  const res = await api(s, c, 'POST', '/diagrams/import', { xml: await xmlWith(4), title: 'Burst test', cloud_provider: 'aws' });
  expect(res.statusCode).toBe(201);
  return DiagramSummarySchema.parse(res.json());
}

const current = async (s: TestServer, c: Caller, id: string) => DiagramOutSchema.parse((await api(s, c, 'GET', `/diagrams/${id}`)).json());
const versions = async (s: TestServer, c: Caller, id: string) => VersionListSchema.parse((await api(s, c, 'GET', `/diagrams/${id}/versions`)).json()).items;
const cellCount = (xml: string) => (xml.match(/<mxCell /g) ?? []).length;

await describeOnDatabases('editing bursts and version names', (get) => {
  it('saves of one burst by one credential update one version; a stale revision gets 409; after the idle gap a new version starts', async () => {
    const s = get();
    const c = await s.keyCaller();
    const d = await imported(s, c);
    // The imported version 1 was not an editor save: the first save is a new version.
    expect((await api(s, c, 'PATCH', `/diagrams/${d.id}`, { xml: await xmlWith(3), base_version: 1, base_revision: 0 })).statusCode).toBe(200);
    const first = await current(s, c, d.id);
    expect(first).toMatchObject({ version_number: 2, version_revision: 0 });
    const firstCells = cellCount(first.xml);

    s.clock.advance(30);
    const again = await api(s, c, 'PATCH', `/diagrams/${d.id}`, { xml: await xmlWith(2), base_version: 2, base_revision: 0 });
    expect(DiagramSummarySchema.parse(again.json()).version_number).toBe(2);
    const second = await current(s, c, d.id);
    expect(second).toMatchObject({ version_number: 2, version_revision: 1 });
    expect(cellCount(second.xml)).toBeLessThan(firstCells);
    const listed = await versions(s, c, d.id);
    expect(listed).toHaveLength(2);
    expect(listed[1]).toMatchObject({ version_number: 2, is_current: true, name: null, updated_at: s.clock.now().toISOString() });

    // Another tab that loaded revision 0 of the same version: refused, nothing overwritten.
    const stale = await api(s, c, 'PATCH', `/diagrams/${d.id}`, { xml: await xmlWith(1), base_version: 2, base_revision: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('VERSION_CONFLICT');
    expect((await current(s, c, d.id)).xml).toBe(second.xml);

    // The burst continues while saves keep coming within the gap (measured from the last save)…
    s.clock.advance(59);
    await api(s, c, 'PATCH', `/diagrams/${d.id}`, { xml: await xmlWith(3), base_version: 2, base_revision: 1 });
    expect(await current(s, c, d.id)).toMatchObject({ version_number: 2, version_revision: 2 });
    // …and ends after an idle minute (SKYPLAN_EDIT_BURST_SECONDS, default 60).
    s.clock.advance(60);
    await api(s, c, 'PATCH', `/diagrams/${d.id}`, { xml: await xmlWith(2), base_version: 2, base_revision: 2 });
    expect(await current(s, c, d.id)).toMatchObject({ version_number: 3, version_revision: 0 });
  });

  it('never coalesces into another credential\'s save, nor for saves without base_revision', async () => {
    const s = get();
    const email = uniqueEmail('burst');
    const key = await s.keyCaller(email);
    const web = await s.sessionCaller(email);
    const d = await imported(s, key);
    await api(s, key, 'PATCH', `/diagrams/${d.id}`, { xml: await xmlWith(3), base_version: 1, base_revision: 0 });
    const other = await api(s, web, 'PATCH', `/diagrams/${d.id}`, { xml: await xmlWith(2), base_version: 2, base_revision: 0 });
    expect(other.statusCode).toBe(200);
    expect(await current(s, web, d.id)).toMatchObject({ version_number: 3, version_revision: 0 });
    // Clients that do not send base_revision keep API.md's behaviour: every save a version.
    await api(s, web, 'PATCH', `/diagrams/${d.id}`, { xml: await xmlWith(3), base_version: 3 });
    await api(s, web, 'PATCH', `/diagrams/${d.id}`, { xml: await xmlWith(2) });
    expect((await current(s, web, d.id)).version_number).toBe(5);
  });

  it('names a version (PATCH …/versions/{id}); a named version is never changed in place; blank clears the name', async () => {
    const s = get();
    const c = await s.keyCaller();
    const d = await imported(s, c);
    await api(s, c, 'PATCH', `/diagrams/${d.id}`, { xml: await xmlWith(3), base_version: 1, base_revision: 0 });
    const [, v2] = await versions(s, c, d.id);
    const named = await api(s, c, 'PATCH', `/diagrams/${d.id}/versions/${v2!.id}`, { name: '  Before the review  ' });
    expect(named.statusCode).toBe(200);
    expect(VersionSummarySchema.parse(named.json())).toMatchObject({ id: v2!.id, version_number: 2, name: 'Before the review', is_current: true });
    const kept = (await current(s, c, d.id)).xml;

    s.clock.advance(5);
    await api(s, c, 'PATCH', `/diagrams/${d.id}`, { xml: await xmlWith(2), base_version: 2, base_revision: 0 });
    expect(await current(s, c, d.id)).toMatchObject({ version_number: 3, version_revision: 0 });
    const listed = await versions(s, c, d.id);
    expect(listed.map((v) => v.name)).toEqual([null, 'Before the review', null]);
    expect(DiagramOutSchema.parse((await api(s, c, 'GET', `/diagrams/${d.id}/versions/${v2!.id}`)).json()).xml).toBe(kept);

    const cleared = await api(s, c, 'PATCH', `/diagrams/${d.id}/versions/${v2!.id}`, { name: ' ' });
    expect(cleared.json()).toMatchObject({ name: null, is_current: false });

    const tooLong = await api(s, c, 'PATCH', `/diagrams/${d.id}/versions/${v2!.id}`, { name: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(422);
    const stranger = await s.keyCaller();
    expect((await api(s, stranger, 'PATCH', `/diagrams/${d.id}/versions/${v2!.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await api(s, c, 'PATCH', `/diagrams/${d.id}/versions/00000000-0000-4000-8000-000000000000`, { name: 'Nope' })).statusCode).toBe(404);
  });

  it('an edit, fix or re-layout computed from a revision a burst has since replaced is refused, not applied over it', async () => {
    const s = get();
    const c = await s.keyCaller();
    const d = await imported(s, c);
    await api(s, c, 'PATCH', `/diagrams/${d.id}`, { xml: await xmlWith(3), base_version: 1, base_revision: 0 });
    const db = s.services.db;
    const read = await db.selectFrom('versions').selectAll().where('diagram_id', '=', d.id).where('version_number', '=', 2).executeTakeFirstOrThrow();
    // The slow work started from `read`; meanwhile the burst saved again.
    await api(s, c, 'PATCH', `/diagrams/${d.id}`, { xml: await xmlWith(2), base_version: 2, base_revision: 0 });
    const late = { xml: read.xml, promptText: 'Re-layout', warnings: [], suggestions: [] };
    await expect(db.transaction().execute((trx) => appendVersion(trx, d.id, late, s.clock.now(), read))).rejects.toMatchObject({ code: 'VERSION_CONFLICT' });
    const fresh = await db.selectFrom('versions').selectAll().where('id', '=', read.id).executeTakeFirstOrThrow();
    const { diagram } = await db.transaction().execute((trx) => appendVersion(trx, d.id, late, s.clock.now(), fresh));
    expect(diagram.current_version_number).toBe(3);
  });
});
