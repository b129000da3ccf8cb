import fs from 'node:fs/promises';
import type { APIRequestContext, BrowserContext, Frame, Page } from '@playwright/test';
import { drawioFrame } from './fixtures.js';
import { apiAs, blockExternal, canvasLabels, canvasView, exposeDrawioUi, zoomCanvas, signInByApi, test, expect, uniqueEmail } from './journey-fixtures.js';

/**
 * The editor journeys, in the order a person works: generate, fix, edit by prompt, change the
 * canvas, re-layout, rename, download, revert. They share one signed-in page so draw.io loads
 * once, as it does for a person (the app keeps one editor frame alive).
 */
test.describe.configure({ mode: 'serial' });

type Diagram = { id: string; title: string; xml: string; version_number: number; warnings: Array<{ id: string }>; score: { score: number } };

let context: BrowserContext;
let page: Page;
let api: APIRequestContext;
let frame: Frame;
let diagramId = '';
const external: string[] = [];

const current = async (): Promise<Diagram> => {
  const res = await api.get(`/api/v2/diagrams/${diagramId}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Diagram;
};

test.beforeAll(async ({ browser }) => {
  // An account of its own: its browser session's rate limit (60 a minute) is not shared.
  const account = await signInByApi(uniqueEmail('editor'));
  context = await browser.newContext({ storageState: account.storageState, acceptDownloads: true });
  await exposeDrawioUi(context);
  await blockExternal(context, external);
  page = await context.newPage();
  api = await apiAs(account);
});

test.afterAll(async () => {
  await context?.close();
  await api?.dispose();
  expect(external, 'requests that left 127.0.0.1').toEqual([]);
});

test('generate: the real stages show as a progress bar, then the diagram opens in the editor', async () => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Prompt' }).fill(
    'A three-tier web app on AWS: CloudFront, an Application Load Balancer, EC2 web servers in an Auto Scaling group, and an RDS PostgreSQL database',
  );
  await page.getByRole('combobox', { name: 'Cloud provider' }).selectOption('aws');
  await page.getByRole('combobox', { name: 'Diagram type' }).selectOption('architecture');
  // Record every state the progress bar shows (generation may take well under a second).
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { seenProgress: string[] }).seenProgress = []);
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Generation progress"]');
      const stage = document.querySelector('[data-testid="generate.progress"]')?.getAttribute('data-stage');
      if (bar) seen.push(`${stage}:${bar.getAttribute('aria-valuenow')}`);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.waitForURL(/\/d\/[0-9a-f-]{36}$/);
  diagramId = page.url().split('/d/')[1]!;
  const seen = await page.evaluate(() => (window as unknown as { seenProgress: string[] }).seenProgress);
  expect(seen.length, `progress states seen: ${seen.join(', ')}`).toBeGreaterThan(0);
  expect(new Set(seen.map((s) => s.split(':')[0]).filter(Boolean)).size, `stages seen: ${seen.join(', ')}`).toBeGreaterThanOrEqual(2);

  frame = await drawioFrame(page);
  await expect(page.getByTestId('editor.canvas')).toHaveAttribute('data-status', 'ready');
  await expect.poll(() => canvasLabels(frame).then((l) => l.join(' | '))).toMatch(/Load Balancer|ALB/i);
  await expect(page.getByRole('region', { name: 'Warnings' })).toBeVisible();
  // The whole diagram is in view (draw.io alone opens at 100 % on its top-left corner and cuts it off).
  const view = await canvasView(frame);
  expect(view.inView, `diagram at ${view.box.join(',')} in a canvas of ${view.canvas.join('×')}`).toBe(true);
  expect(view.scale).toBeLessThanOrEqual(1);
});

test('fix a warning: it disappears and the score rises', async () => {
  const before = await current();
  expect(before.warnings.length).toBeGreaterThan(0);
  const panel = page.getByRole('region', { name: 'Warnings' });
  await expect(panel.getByRole('button', { name: 'Fix' })).toHaveCount(before.warnings.length);
  const first = panel.getByTestId('editor.warning').first();
  const warningId = await first.getAttribute('data-warning-id');
  // The person's zoom survives the new version (only opening a diagram fits it into view).
  await zoomCanvas(frame, 0.55);
  await first.getByRole('button', { name: 'Fix' }).click();
  await expect(panel.locator(`[data-warning-id="${warningId}"]`)).toHaveCount(0);
  await expect.poll(async () => (await canvasView(frame)).scale).toBeCloseTo(0.55, 2);
  await expect.poll(async () => Number(await page.getByTestId('editor.score').getAttribute('data-score'))).toBeGreaterThan(before.score.score);
  const after = await current();
  expect(after.version_number).toBe(before.version_number + 1);
  expect(after.score.score).toBeGreaterThan(before.score.score);
  await expect(panel.getByRole('button', { name: 'Fix' })).toHaveCount(after.warnings.length);
});

test('edit by prompt: the change lands in the canvas and on the server', async () => {
  const before = await current();
  await page.getByRole('textbox', { name: 'Edit prompt' }).fill('Add an ElastiCache Redis cache');
  await page.getByRole('button', { name: 'Apply edit' }).click();
  await expect.poll(() => canvasLabels(frame).then((l) => l.join(' | '))).toMatch(/ElastiCache|Redis/i);
  const after = await current();
  expect(after.version_number).toBe(before.version_number + 1);
  expect(after.xml).toMatch(/ElastiCache|Redis/i);
  await expect(page.getByRole('textbox', { name: 'Edit prompt' })).toHaveValue('');
});

test('change a shape in the canvas: it is saved to the server as a new version', async () => {
  const before = await current();
  // As a person would: select a shape, rename it, and drag it far to the right.
  const moved = await frame.evaluate(() => {
    type Cell = { id: string; vertex?: boolean; geometry?: { x: number } };
    const w = window as unknown as {
      ui: { editor: { graph: { getModel(): { cells: Record<string, Cell>; isVertex(c: Cell): boolean; getChildCount(c: Cell): number }; setSelectionCell(c: Cell): void; labelChanged(c: Cell, v: string): void; moveCells(c: Cell[], dx: number, dy: number): void; convertValueToString(c: Cell): string } } };
    };
    const graph = w.ui.editor.graph;
    const model = graph.getModel();
    const cell = Object.values(model.cells).find((c) => model.isVertex(c) && model.getChildCount(c) === 0 && /EC2|Web/i.test(graph.convertValueToString(c)));
    if (!cell) return null;
    graph.setSelectionCell(cell);
    graph.labelChanged(cell, 'Web tier (edited in canvas)');
    graph.moveCells([cell], 400, 0);
    return cell.id;
  });
  expect(moved, 'a web-server shape to change').not.toBeNull();
  await expect(page.getByTestId('editor.save-status')).toHaveAttribute('data-state', 'saved');
  const after = await current();
  expect(after.version_number).toBeGreaterThan(before.version_number);
  expect(after.xml).toContain('Web tier (edited in canvas)');
});

test('someone else saves meanwhile: the canvas work is kept, and "Keep mine" saves it on top', async () => {
  const before = await current();
  // Another tab (or a script through the API) saves a version of its own.
  const theirs = await api.patch(`/api/v2/diagrams/${diagramId}`, { data: { xml: before.xml.replace('Web tier (edited in canvas)', 'Web tier (renamed elsewhere)') } });
  expect(theirs.status()).toBe(200);
  // Meanwhile this person renames the database in their canvas.
  await frame.evaluate(() => {
    type Cell = { id: string };
    const w = window as unknown as {
      ui: { editor: { graph: { getModel(): { cells: Record<string, Cell>; isVertex(c: Cell): boolean; getChildCount(c: Cell): number }; labelChanged(c: Cell, v: string): void; convertValueToString(c: Cell): string } } };
    };
    const graph = w.ui.editor.graph;
    const model = graph.getModel();
    const db = Object.values(model.cells).find((c) => model.isVertex(c) && model.getChildCount(c) === 0 && /RDS|database/i.test(graph.convertValueToString(c)));
    if (db) graph.labelChanged(db, 'Orders database (mine)');
  });
  const banner = page.getByRole('alert').filter({ hasText: 'This diagram was changed elsewhere' });
  await expect(banner).toBeVisible();
  expect((await current()).xml).not.toContain('Orders database (mine)');
  await banner.getByRole('button', { name: 'Keep mine' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId('editor.save-status')).toHaveAttribute('data-state', 'saved');
  const after = await current();
  expect(after.version_number).toBe(before.version_number + 2);
  expect(after.xml).toContain('Orders database (mine)');
  expect(after.xml).toContain('Web tier (edited in canvas)');
});

test('re-layout: confirm when asked, follow the job, get a new version or keep a better current layout', async () => {
  const before = await current();
  await page.getByRole('button', { name: 'Re-layout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Re-layout this diagram?' });
  const outcome = page.getByText(/Re-laid out as version \d+|already tidy|The current layout was kept: a new one would be worse \(.+\)/);
  await expect(dialog.or(outcome)).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Re-layout' }).click();
  await expect(outcome).toBeVisible();
  const after = await current();
  expect(after.xml).toContain('Web tier (edited in canvas)');
  if (/Re-laid out as version/.test((await outcome.textContent()) ?? '')) {
    expect(after.version_number).toBeGreaterThan(before.version_number);
    expect(after.xml).not.toBe(before.xml);
  } else {
    // Re-layout never returns a worse drawing: the person's layout stays, and the notice says why.
    expect(after.version_number).toBe(before.version_number);
    expect(after.xml).toBe(before.xml);
  }
});

test('rename, then download drawio, svg and png named after the title, each a valid file', async () => {
  await page.getByRole('button', { name: 'Rename diagram' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('AWS web shop in three tiers');
  await page.getByRole('textbox', { name: 'Title' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'AWS web shop in three tiers' })).toBeVisible();
  expect((await current()).title).toBe('AWS web shop in three tiers');

  const files: Record<string, Buffer> = {};
  for (const format of ['drawio', 'svg', 'png']) {
    await page.getByRole('combobox', { name: 'Export format' }).selectOption(format);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe(`aws-web-shop-in-three-tiers.${format}`);
    files[format] = await fs.readFile((await download.path())!);
  }
  // Parsed by the browser's own XML parser: a parse error would show as <parsererror>.
  const rootOf = (text: string, type: string) =>
    page.evaluate(([t, m]) => {
      const doc = new DOMParser().parseFromString(t!, m as DOMParserSupportedType);
      return doc.getElementsByTagName('parsererror').length ? 'parsererror' : doc.documentElement.nodeName;
    }, [text, type]);
  expect(['mxfile', 'mxGraphModel']).toContain(await rootOf(files.drawio!.toString('utf8'), 'application/xml'));
  expect(files.drawio!.toString('utf8')).toContain('Web tier (edited in canvas)');
  expect(await rootOf(files.svg!.toString('utf8'), 'image/svg+xml')).toBe('svg');
  const png = files.png!;
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect(png.readUInt32BE(16)).toBeGreaterThan(100);
  expect(png.readUInt32BE(20)).toBeGreaterThan(100);
});

test('revert a version: the first version becomes current again', async () => {
  const before = await current();
  await page.getByRole('button', { name: 'Revert to version 1' }).click();
  await expect.poll(() => canvasLabels(frame).then((l) => l.join(' | '))).not.toContain('Web tier (edited in canvas)');
  const after = await current();
  expect(after.version_number).toBe(before.version_number + 1);
  expect(after.xml).not.toContain('Web tier (edited in canvas)');
  expect(after.xml).not.toMatch(/ElastiCache|Redis/i);
  await expect(page.getByRole('list', { name: 'Versions' }).locator('li[aria-current="true"]')).toContainText(`Version ${after.version_number}`);
});
