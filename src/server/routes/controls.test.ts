import { expect, it } from 'vitest';
import { DiagramSummarySchema, WarningOutSchema } from '../../shared/contract/index.js';
import { describeOnDatabases, type Caller, type TestServer } from '../testing/server.js';
import { sampleModel, sampleXml } from '../testing/factories.js';

const api = (s: TestServer, c: Caller, url: string) => s.inject({ method: 'GET', url: `/api/v2${url}`, headers: c.headers });

async function imported(s: TestServer, c: Caller) {
  const res = await s.inject({
    method: 'POST', url: '/api/v2/diagrams/import', headers: c.headers,
    payload: { xml: await sampleXml(sampleModel('Controls check')), title: 'Controls check', cloud_provider: 'aws' },
  });
  return DiagramSummarySchema.parse(res.json());
}

await describeOnDatabases('compliance controls on warnings', (get) => {
  it('serves every warning with its controls and filters by framework', async () => {
    const s = get();
    const c = await s.keyCaller();
    const d = await imported(s, c);
    const all = WarningOutSchema.array().parse((await api(s, c, `/diagrams/${d.id}/warnings`)).json());
    expect(all.length).toBeGreaterThan(0);
    expect(all.some((w) => (w.controls ?? []).length > 0)).toBe(true);
    for (const w of all) for (const ctl of w.controls ?? []) expect(ctl.title.length).toBeGreaterThan(0);

    const nist = WarningOutSchema.array().parse((await api(s, c, `/diagrams/${d.id}/warnings?framework=nist-800-53`)).json());
    expect(nist.length).toBeGreaterThan(0);
    expect(nist.length).toBeLessThanOrEqual(all.length);
    for (const w of nist) {
      expect(w.controls!.length).toBeGreaterThan(0);
      expect(w.controls!.every((x) => x.framework === 'nist-800-53')).toBe(true);
    }
    expect((await api(s, c, `/diagrams/${d.id}/warnings?framework=iso-27001`)).statusCode).toBe(422);
  });
});
