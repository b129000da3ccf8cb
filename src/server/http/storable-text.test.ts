import { expect, it } from 'vitest';
import { describeOnDatabases } from '../testing/server.js';
import { sampleXml } from '../testing/factories.js';
import { unstorablePath } from './storable-text.js';

const NUL = '\u0000';

it('finds the first string PostgreSQL cannot store, by its path', () => {
  expect(unstorablePath({ a: 'ok', b: [{ c: 'fine' }, { d: `x${NUL}y` }] })).toBe('b[1].d');
  expect(unstorablePath({ [`k${NUL}`]: 1 })).toBe(`k${NUL}`);
  expect(unstorablePath({ a: 'ok', n: 3, z: null })).toBeNull();
});

await describeOnDatabases('text PostgreSQL cannot store', (get) => {
  it('a NUL character in any text field or XML is a 422 naming the field; nothing is stored or charged', async () => {
    const s = get();
    const c = await s.keyCaller();
    const xml = await sampleXml();
    const imported = await s.inject({ method: 'POST', url: '/api/v2/diagrams/import', headers: c.headers, payload: { xml } });
    const id = imported.json().id as string;
    const ledger = () => s.services.db.selectFrom('credit_ledger').select('id').where('account_id', '=', c.accountId).execute();
    const chargedBefore = (await ledger()).length;
    const nulXml = xml.replace('</mxGraphModel>', `<!--${NUL}--></mxGraphModel>`);
    const cases: { method: 'POST' | 'PATCH' | 'GET'; url: string; payload?: object; field: string }[] = [
      { method: 'POST', url: '/api/v2/diagrams', payload: { prompt: `An API on AWS${NUL} with Lambda` }, field: 'body.prompt' },
      { method: 'POST', url: '/api/v2/diagrams/stream', payload: { prompt: `An API${NUL}` }, field: 'body.prompt' },
      { method: 'POST', url: `/api/v2/diagrams/${id}/edit`, payload: { edit_prompt: `add a cache${NUL}` }, field: 'body.edit_prompt' },
      { method: 'POST', url: `/api/v2/diagrams/${id}/fix`, payload: { message: `Database${NUL} has no standby` }, field: 'body.message' },
      { method: 'PATCH', url: `/api/v2/diagrams/${id}`, payload: { title: `My${NUL}title` }, field: 'body.title' },
      { method: 'PATCH', url: `/api/v2/diagrams/${id}`, payload: { xml: nulXml }, field: 'body.xml' },
      { method: 'POST', url: '/api/v2/diagrams/import', payload: { xml: nulXml }, field: 'body.xml' },
      { method: 'POST', url: '/api/v2/diagrams/import', payload: { xml, title: `T${NUL}` }, field: 'body.title' },
      { method: 'POST', url: '/api/v2/prompts/enhance', payload: { prompt: `A web app${NUL} on AWS` }, field: 'body.prompt' },
      { method: 'POST', url: '/api/v2/prompts/clarify', payload: { prompt: `A web app${NUL}` }, field: 'body.prompt' },
      { method: 'POST', url: '/api/v2/oauth/device/code', payload: { client_id: 'mcp', device_name: `laptop${NUL}` }, field: 'body.device_name' },
      { method: 'GET', url: '/api/v2/gallery?q=web%00app', field: 'query.q' },
    ];
    for (const t of cases) {
      const res = await s.inject({ method: t.method, url: t.url, headers: c.headers, ...(t.payload ? { payload: t.payload } : {}) });
      expect(res.statusCode, `${t.method} ${t.url}`).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.details.fields[0].field).toBe(t.field);
      expect(res.json().error.message).toContain('NUL');
    }
    const web = await s.sessionCaller();
    const key = await s.inject({ method: 'POST', url: '/api/v2/keys', headers: web.headers, payload: { name: `ci${NUL}` } });
    expect(key.statusCode).toBe(422);
    expect(key.json().error.details.fields[0].field).toBe('body.name');
    const rows = await s.services.db.selectFrom('diagrams').select('id').where('account_id', '=', c.accountId).execute();
    expect(rows).toHaveLength(1);
    expect(await ledger()).toHaveLength(chargedBefore);
  });
});
