import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/server.js';
import { sampleXml } from '../testing/factories.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ db: 'pglite' });
});
afterAll(() => s.close());

it('no page may be framed by another origin; answers carry nosniff; an exported SVG carries a CSP that lets it only draw', async () => {
  const health = await s.inject({ method: 'GET', url: '/healthz' });
  expect(health.headers['x-frame-options']).toBe('DENY');
  expect(health.headers['content-security-policy']).toBe("frame-ancestors 'none'");
  expect(health.headers['x-content-type-options']).toBe('nosniff');
  const c = await s.keyCaller();
  const imported = await s.inject({ method: 'POST', url: '/api/v2/diagrams/import', headers: c.headers, payload: { xml: await sampleXml() } });
  const svg = await s.inject({ method: 'GET', url: `/api/v2/diagrams/${imported.json().id}/export?format=svg`, headers: c.headers });
  expect(svg.statusCode).toBe(200);
  expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
  expect(svg.headers['x-content-type-options']).toBe('nosniff');
});
