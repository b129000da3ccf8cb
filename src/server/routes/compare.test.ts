import { expect, it } from 'vitest';
import { DescriptionOutSchema, DiagramSummarySchema, DiffOutSchema } from '../../shared/contract/index.js';
import { PNG } from 'pngjs';
import { pngTexts } from '../render/png-text.js';
import { describeOnDatabases, type Caller, type TestServer } from '../testing/server.js';
import { sampleModel, sampleXml } from '../testing/factories.js';

const api = (s: TestServer, c: Caller, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  s.inject({ method, url: `/api/v2${url}`, headers: c.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

/** Version 1: the sample; version 2: the database relabelled and given backups, the app server gone, a cache added. */
async function twoVersions(s: TestServer, c: Caller) {
  const v1 = sampleModel('Shop');
  const res = await api(s, c, 'POST', '/diagrams/import', { xml: await sampleXml(v1), title: 'Shop', cloud_provider: 'aws' });
  const d = DiagramSummarySchema.parse(res.json());
  const v2 = structuredClone(v1);
  v2.nodes = v2.nodes.filter((n) => n.id !== 'app');
  v2.nodes.find((n) => n.id === 'db')!.label = 'Orders database';
  v2.nodes.find((n) => n.id === 'db')!.props = { backup: true };
  v2.nodes.push({ id: 'cache', service: 'aws.elasticache', label: 'Cache', parent: null, props: {} });
  v2.edges = [
    { id: 'e1', source: 'users', target: 'alb', label: '', props: {} },
    { id: 'e4', source: 'alb', target: 'db', label: '', props: {} },
  ];
  expect((await api(s, c, 'PATCH', `/diagrams/${d.id}`, { xml: await sampleXml(v2) })).statusCode).toBe(200);
  return d;
}

await describeOnDatabases('diff and description routes', (get) => {
  it('reports what changed between two versions, and the review change', async () => {
    const s = get();
    const c = await s.keyCaller();
    const d = await twoVersions(s, c);
    const res = await api(s, c, 'GET', `/diagrams/${d.id}/diff?from=1&to=2`);
    expect(res.statusCode).toBe(200);
    const diff = DiffOutSchema.parse(res.json());
    expect(diff).toMatchObject({ from: 1, to: 2, matched_by_meaning: 0 });
    expect(diff.components.added.map((x) => x.id)).toEqual(['cache']);
    expect(diff.components.removed.map((x) => x.id)).toEqual(['app']);
    const db = diff.components.changed.find((x) => x.id === 'db')!;
    expect(db.changes.filter((x) => x.field !== 'position' && x.field !== 'size')).toEqual([
      { field: 'label', before: 'Database', after: 'Orders database' },
      { field: 'properties', before: null, after: 'backup=true' },
    ]);
    expect(diff.connections.added.map((x) => x.id)).toEqual(['e4']);
    expect(diff.connections.removed.map((x) => x.id).sort()).toEqual(['e2', 'e3']);
    expect(diff.review.score_delta).toBe(diff.review.score_after - diff.review.score_before);
    expect(diff.review.fixed.map((w) => w.type)).toContain('no_backup');
    // Defaults: to = current, from = the one before.
    expect(DiffOutSchema.parse((await api(s, c, 'GET', `/diagrams/${d.id}/diff`)).json())).toMatchObject({ from: 1, to: 2 });
    expect((await api(s, c, 'GET', `/diagrams/${d.id}/diff?from=2&to=2`)).statusCode).toBe(422);
    expect((await api(s, c, 'GET', `/diagrams/${d.id}/diff?from=1&to=9`)).statusCode).toBe(404);
  });

  it('describes a diagram in plain language, and exported SVGs carry the description', async () => {
    const s = get();
    const c = await s.keyCaller();
    const d = await twoVersions(s, c);
    const desc = DescriptionOutSchema.parse((await api(s, c, 'GET', `/diagrams/${d.id}/description`)).json());
    expect(desc.version_number).toBe(2);
    expect(desc.summary).toMatch(/^Shop: an AWS architecture with 4 components and 2 connections\.$/);
    expect(desc.text).toContain('Users to Load balancer');
    expect(desc.text).toContain('Orders database');
    const old = DescriptionOutSchema.parse((await api(s, c, 'GET', `/diagrams/${d.id}/description?version=1`)).json());
    expect(old.text).toMatch(/^App server \(Amazon EC2\) to Database \(Amazon RDS\)\.$/m);
    const svg = await api(s, c, 'GET', `/diagrams/${d.id}/export?format=svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toMatch(/<svg[^>]* role="img" aria-labelledby="skyplan-title" aria-describedby="skyplan-desc"><title id="skyplan-title">Shop<\/title><desc id="skyplan-desc">Shop: an AWS/);
    expect(svg.body).toContain('Users to Load balancer');
    const png = await api(s, c, 'GET', `/diagrams/${d.id}/export?format=png`);
    expect(png.statusCode).toBe(200);
    const texts = pngTexts(png.rawPayload);
    expect(texts).toEqual({ Title: 'Shop', Description: desc.text });
    // Still a PNG every reader accepts: the chunks are well-formed and the image decodes.
    const image = PNG.sync.read(png.rawPayload);
    expect(image.width).toBeGreaterThan(0);
  });
});
