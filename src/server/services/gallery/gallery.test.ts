import { expect, it } from 'vitest';
import { ForkResponseSchema, GalleryListSchema } from '../../../shared/contract/index.js';
import { describeOnDatabases } from '../../testing/server.js';
import { LIBRARY_PROMPTS } from './library-prompts.js';
import { seedLibrary } from './seed.js';

await describeOnDatabases('the curated gallery library', (get) => {
  it('is built through the real pipeline: at least 12 diagrams across providers and types, once', async () => {
    const s = get();
    const added = await seedLibrary(s.services);
    expect(added.sort()).toEqual(LIBRARY_PROMPTS.map((p) => p.slug).sort());
    expect(added.length).toBeGreaterThanOrEqual(12);
    expect(await seedLibrary(s.services)).toEqual([]);
    const items = await s.services.db.selectFrom('library_items').selectAll().execute();
    expect(new Set(items.map((i) => i.cloud_provider)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(items.map((i) => i.diagram_type)).size).toBeGreaterThanOrEqual(6);
    for (const item of items) {
      const { model } = s.services.engine.parse(item.xml);
      expect(model.nodes.length, item.slug).toBeGreaterThanOrEqual(3);
    }
  }, 180_000);

  it('draws each item as an SVG preview at its thumbnail_url; private and unknown diagrams are 404', async () => {
    const s = get();
    const c = await s.keyCaller();
    const list = GalleryListSchema.parse((await s.inject({ method: 'GET', url: '/api/v2/gallery?source=library&limit=2', headers: c.headers })).json());
    const item = list.items[0]!;
    expect(item.thumbnail_url).toBe(`/api/v2/gallery/${item.id}/thumbnail`);
    const res = await s.inject({ method: 'GET', url: item.thumbnail_url!, headers: c.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toMatch(/^<svg|<svg /);
    expect(res.body).not.toMatch(/<script/i);
    // The drawing is the item's diagram: its labels are in the SVG.
    const stored = await s.services.db.selectFrom('library_items').select('xml').where('id', '=', item.id).executeTakeFirstOrThrow();
    const labels = s.services.engine.parse(stored.xml).model.nodes.map((n) => n.label).filter((l) => /^[\w ]+$/.test(l));
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels.slice(0, 3)) expect(res.body).toContain(label);
    const again = await s.inject({ method: 'GET', url: item.thumbnail_url!, headers: { ...c.headers, 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    // Only what the gallery lists: a private diagram of someone else is not drawn for anyone.
    const mine = await s.inject({ method: 'POST', url: `/api/v2/gallery/${item.id}/fork`, headers: c.headers });
    const other = await s.keyCaller();
    const privateOne = await s.inject({ method: 'GET', url: `/api/v2/gallery/${mine.json().id}/thumbnail`, headers: other.headers });
    expect(privateOne.statusCode).toBe(404);
    expect(privateOne.json().error.code).toBe('NOT_FOUND');
    expect((await s.inject({ method: 'GET', url: '/api/v2/gallery/not-an-id/thumbnail', headers: c.headers })).statusCode).toBe(404);
    expect((await s.inject({ method: 'GET', url: item.thumbnail_url! })).statusCode).toBe(401);
  }, 120_000);

  it('is searchable in /gallery and forks into a private diagram for free', async () => {
    const s = get();
    const c = await s.keyCaller();
    const list = GalleryListSchema.parse((await s.inject({ method: 'GET', url: '/api/v2/gallery?source=library&limit=100', headers: c.headers })).json());
    expect(list.items.length).toBe(LIBRARY_PROMPTS.length);
    expect(list.items[0]).toMatchObject({ source: 'library', title: LIBRARY_PROMPTS[0]!.title, category: LIBRARY_PROMPTS[0]!.category });
    const azure = GalleryListSchema.parse((await s.inject({ method: 'GET', url: '/api/v2/gallery?cloud_provider=azure&q=network', headers: c.headers })).json());
    expect(azure.items.map((i) => i.title)).toEqual(['Azure hub-and-spoke network']);
    const page = GalleryListSchema.parse((await s.inject({ method: 'GET', url: '/api/v2/gallery?limit=5', headers: c.headers })).json());
    const next = GalleryListSchema.parse((await s.inject({ method: 'GET', url: `/api/v2/gallery?limit=5&cursor=${page.next_cursor}`, headers: c.headers })).json());
    expect(next.items[0]!.id).not.toBe(page.items[0]!.id);
    expect(new Set([...page.items, ...next.items].map((i) => i.id)).size).toBe(10);
    const forked = await s.inject({ method: 'POST', url: `/api/v2/gallery/${azure.items[0]!.id}/fork`, headers: c.headers });
    expect(forked.statusCode).toBe(201);
    const fork = ForkResponseSchema.parse(forked.json());
    expect(fork).toMatchObject({ forked_from_library_id: azure.items[0]!.id, forked_from_id: null, title: 'Azure hub-and-spoke network' });
    const copy = (await s.inject({ method: 'GET', url: `/api/v2/diagrams/${fork.id}`, headers: c.headers })).json();
    expect(copy).toMatchObject({ is_public: false, cloud_provider: 'azure', diagram_type: 'hub_spoke' });
    expect((await s.inject({ method: 'POST', url: '/api/v2/gallery/11111111-1111-4111-8111-111111111111/fork', headers: c.headers })).statusCode).toBe(404);
  });
});
