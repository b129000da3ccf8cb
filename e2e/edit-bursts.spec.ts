import type { APIRequestContext, BrowserContext, Frame, Page } from '@playwright/test';
import { drawioFrame } from './fixtures.js';
import { apiAs, blockExternal, exposeDrawioUi, signInByApi, test, expect, uniqueEmail } from './journey-fixtures.js';

/**
 * Editing bursts in the real editor: changes saved within a minute of each other make one
 * version; naming that version (keyboard only) keeps it, so the next change is a new version.
 */
test.describe.configure({ mode: 'serial' });

type Versions = { items: Array<{ id: string; version_number: number; name?: string | null; prompt_text?: string | null }> };

let context: BrowserContext;
let page: Page;
let api: APIRequestContext;
let frame: Frame;
let diagramId = '';
const external: string[] = [];

const versions = async (): Promise<Versions['items']> => ((await (await api.get(`/api/v2/diagrams/${diagramId}/versions`)).json()) as Versions).items;

/** Renames the n-th plain shape of the canvas, as a person typing a label would. */
async function relabel(n: number, label: string): Promise<void> {
  const done = await frame.evaluate(
    ([i, text]) => {
      type Cell = { id: string };
      const w = window as unknown as {
        ui: { editor: { graph: { getModel(): { cells: Record<string, Cell>; isVertex(c: Cell): boolean; getChildCount(c: Cell): number }; labelChanged(c: Cell, v: string): void } } };
      };
      const model = w.ui.editor.graph.getModel();
      const cell = Object.values(model.cells).filter((c) => model.isVertex(c) && model.getChildCount(c) === 0)[i as number];
      if (!cell) return false;
      w.ui.editor.graph.labelChanged(cell, text as string);
      return true;
    },
    [n, label] as const,
  );
  expect(done, 'a shape to relabel').toBe(true);
}

const saved = () => expect(page.getByTestId('editor.save-status')).toHaveAttribute('data-state', 'saved');

test.beforeAll(async ({ browser }) => {
  const account = await signInByApi(uniqueEmail('bursts'));
  context = await browser.newContext({ storageState: account.storageState });
  await exposeDrawioUi(context);
  await blockExternal(context, external);
  page = await context.newPage();
  api = await apiAs(account);
  const made = await api.post('/api/v2/diagrams', { data: { prompt: 'A web app on AWS: an ALB, ECS services and an RDS database', cloud_provider: 'aws' } });
  expect(made.status(), await made.text()).toBe(201);
  diagramId = ((await made.json()) as { id: string }).id;
  await page.goto(`/d/${diagramId}`);
  await expect(page.getByTestId('editor.canvas')).toHaveAttribute('data-status', 'ready');
  frame = await drawioFrame(page);
});

test.afterAll(async () => {
  await context?.close();
  await api?.dispose();
  expect(external, 'requests that left 127.0.0.1').toEqual([]);
});

test('three canvas changes, each saved, make one new version', async () => {
  for (const [i, label] of ['Front door', 'Orders service', 'Orders database'].entries()) {
    await relabel(i, label);
    await saved();
  }
  const items = await versions();
  expect(items.map((v) => v.version_number)).toEqual([1, 2]);
  const current = (await (await api.get(`/api/v2/diagrams/${diagramId}`)).json()) as { xml: string; version_revision: number };
  expect(current.xml).toContain('Orders database');
  expect(current.version_revision).toBe(2);
});

test('naming the version with the keyboard keeps it: the next change is a new version', async () => {
  const panel = page.getByRole('list', { name: 'Versions' });
  await panel.getByRole('button', { name: 'Name version 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('textbox', { name: 'Name of version 2' })).toBeFocused();
  await page.keyboard.type('Services named');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Rename version 2' })).toBeFocused();
  await expect(panel.locator('li[aria-current="true"]')).toContainText('Services named');

  await relabel(0, 'Public entry');
  await saved();
  const items = await versions();
  expect(items.map((v) => [v.version_number, v.name ?? null])).toEqual([
    [1, null],
    [2, 'Services named'],
    [3, null],
  ]);
});
