import type { Frame } from '@playwright/test';
import { drawioFrame } from './fixtures.js';
import { blockExternal, exposeDrawioUi, test, expect } from './journey-fixtures.js';

/**
 * Compare: a version against the current one, shown read-only in the editor with what was added
 * outlined, what changed outlined, what was removed as ghosts, and the list of changes beside it.
 */

const page = (cells: string) =>
  `<mxfile><diagram id="p" name="Page-1"><mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/>${cells}</root></mxGraphModel></diagram></mxfile>`;
const box = (id: string, label: string, x: number) =>
  `<mxCell id="${id}" value="${label}" style="rounded=1;whiteSpace=wrap;" vertex="1" parent="1"><mxGeometry x="${x}" y="40" width="120" height="60" as="geometry"/></mxCell>`;
const arrow = (id: string, s: string, t: string) =>
  `<mxCell id="${id}" style="endArrow=classic;" edge="1" parent="1" source="${s}" target="${t}"><mxGeometry relative="1" as="geometry"/></mxCell>`;

/** Each cell's style as draw.io holds it, by id. */
async function styles(frame: Frame): Promise<Record<string, string>> {
  return frame.evaluate(() => {
    type Cell = { id: string; style?: string; vertex?: boolean; edge?: boolean };
    const graph = (window as unknown as { ui: { editor: { graph: { getModel(): { cells: Record<string, Cell> } } } } }).ui.editor.graph;
    return Object.fromEntries(Object.values(graph.getModel().cells).filter((c) => c.vertex || c.edge).map((c) => [c.id, c.style ?? '']));
  });
}

test('Compare shows the current version read-only with added, changed and removed cells highlighted and listed', async ({ api, browser, workerAccount }) => {
  const v1 = page(box('web', 'Web server', 40) + box('db', 'Database', 240) + box('old', 'Legacy batch', 440) + arrow('e1', 'web', 'db') + arrow('e2', 'db', 'old'));
  const made = await api.post('/api/v2/diagrams/import', { data: { xml: v1, title: 'Compare journey' } });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const v2 = page(box('web', 'Web frontend', 40) + box('db', 'Database', 240) + box('cache', 'Cache', 640) + arrow('e1', 'web', 'db') + arrow('e3', 'web', 'cache'));
  const changed = await api.patch(`/api/v2/diagrams/${id}`, { data: { xml: v2 } });
  expect(changed.status(), await changed.text()).toBe(200);

  const context = await browser.newContext({ storageState: workerAccount.storageState });
  const external: string[] = [];
  await exposeDrawioUi(context);
  await blockExternal(context, external);
  const tab = await context.newPage();
  await tab.goto(`/d/${id}`);
  const frame = await drawioFrame(tab);
  await tab.getByRole('link', { name: 'Compare version 1 with the current version' }).click();
  await expect(tab.getByRole('status').filter({ hasText: 'Comparing version 1 with version 2' })).toBeVisible();

  const changes = tab.getByRole('region', { name: 'Changes from version 1 to version 2' });
  await expect(changes).toContainText('Cache');
  await expect(changes).toContainText('Legacy batch');
  await expect(changes).toContainText('renamed from “Web server”');
  await expect(changes.locator('[data-change="added"]')).toHaveCount(2); // the cache and its connection
  await expect(changes.locator('[data-change="removed"]')).toHaveCount(2); // the batch job and its connection

  await expect.poll(async () => Object.keys(await styles(frame)).sort()).toEqual(['cache', 'db', 'e1', 'e3', 'ghost-e2', 'ghost-old', 'web']);
  const s = await styles(frame);
  expect(s['cache']).toContain('strokeColor=#15803d');
  expect(s['e3']).toContain('strokeColor=#15803d');
  expect(s['web']).toContain('strokeColor=#b45309');
  expect(s['ghost-old']).toMatch(/opacity=40;dashed=1;strokeColor=#b91c1c/);
  expect(s['db']).not.toContain('strokeColor');
  // The highlights are drawn: draw.io's canvas has shapes stroked in each colour.
  for (const colour of ['#15803d', '#b45309', '#b91c1c']) await expect(frame.locator(`svg [stroke="${colour}"]`).first()).toBeAttached();

  await tab.getByRole('link', { name: 'Back to current' }).click();
  await expect.poll(async () => Object.keys(await styles(frame)).sort()).toEqual(['cache', 'db', 'e1', 'e3', 'web']);
  await context.close();
  expect(external).toEqual([]);
});
