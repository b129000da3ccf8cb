import fs from 'node:fs/promises';
import { request as playwrightRequest } from '@playwright/test';
import { drawioFrame } from './fixtures.js';
import { sessionApiAs, test, expect } from './journey-fixtures.js';

/**
 * The prompt box says what a prompt may hold and what it costs before anything runs, and a
 * version preview downloads the version shown.
 */
test.describe.configure({ mode: 'serial' });

test('a 40,000-character paste is stopped in the page, with the limit shown; nothing is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/v2\/diagrams(\/stream)?$/.test(new URL(r.url()).pathname) && r.method() === 'POST') sent.push(r.url());
  });
  await page.goto('/');
  const prompt = page.getByRole('textbox', { name: 'Prompt' });
  await expect(page.getByRole('button', { name: 'Generate' })).toBeDisabled();
  await prompt.focus();
  // A paste arrives as one text insertion.
  await page.keyboard.insertText('Order service with a queue and a database. '.repeat(931).slice(0, 40_000));
  await expect(page.getByTestId('prompt.count')).toHaveText('40,000 / 30,000 characters');
  await expect(page.getByRole('alert')).toContainText('the limit is 30,000');
  await expect(prompt).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Generate' })).toBeDisabled();
  await page.keyboard.press('Control+Enter');
  await expect(prompt).toBeFocused();
  expect(sent).toEqual([]);
});

test('the cost shown next to Generate is what generating charges; a preview downloads its own version', async ({ page, api }) => {
  const balance = async () => ((await (await api.get('/api/v2/usage')).json()) as { credits_remaining: number }).credits_remaining;
  await page.goto('/');
  const cost = page.getByTestId('generate.cost');
  await expect(cost).toContainText('credit');
  const [, min, max] = /(\d+)(?:–(\d+))? credits?/.exec((await cost.textContent()) ?? '')!;
  const range = { min: Number(min), max: Number(max ?? min) };

  const before = await balance();
  await page.getByRole('textbox', { name: 'Prompt' }).fill('Checkout flow for a shop on AWS: API Gateway, Lambda, SQS, a worker Lambda and DynamoDB');
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.waitForURL(/\/d\/[0-9a-f-]{36}$/);
  const diagramId = page.url().split('/d/')[1]!;
  const charged = before - (await balance());
  expect(charged).toBeGreaterThanOrEqual(range.min);
  expect(charged).toBeLessThanOrEqual(range.max);

  // Version 2 by an edit; then preview version 1 and download it.
  const edited = await api.post(`/api/v2/diagrams/${diagramId}/edit`, { data: { edit_prompt: 'Add an ElastiCache Redis cache' } });
  expect(edited.status(), await edited.text()).toBe(200);
  const versions = (await (await api.get(`/api/v2/diagrams/${diagramId}/versions`)).json()) as { items: Array<{ id: string; version_number: number }> };
  const v1 = versions.items.find((v) => v.version_number === 1)!;
  const v1Xml = ((await (await api.get(`/api/v2/diagrams/${diagramId}/versions/${v1.id}`)).json()) as { xml: string }).xml;
  const currentXml = ((await (await api.get(`/api/v2/diagrams/${diagramId}`)).json()) as { xml: string }).xml;
  expect(v1Xml).not.toBe(currentXml);

  await page.goto(`/d/${diagramId}?version=${v1.id}`);
  await expect(page.getByText('Previewing version 1')).toBeVisible();
  await page.getByRole('combobox', { name: 'Export format' }).selectOption('drawio');
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download version 1' }).click()]);
  expect(file.suggestedFilename()).toMatch(/-v1\.drawio$/);
  expect((await fs.readFile((await file.path())!)).toString('utf8')).toBe(v1Xml);
});

test('API keys: "last used" follows a key being used, without a reload; usage rows name their diagram', async ({ page, account, api }) => {
  const session = await sessionApiAs(account);
  const created = await session.post('/api/v2/keys', { data: { name: 'live check' } });
  expect(created.status(), await created.text()).toBe(201);
  const key = ((await created.json()) as { key: string }).key;
  await session.dispose();

  await page.goto('/settings/keys');
  const row = page.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: 'live check' });
  await expect(row).toContainText('Never');
  const used = await playwrightRequest.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders: { Authorization: `Bearer ${key}` } });
  expect((await used.get('/api/v2/usage')).status()).toBe(200);
  await used.dispose();
  await expect(row).not.toContainText('Never');
  await expect(row).toContainText(/now|seconds? ago/);

  // The credit history names the diagram each charge was for.
  const generated = await api.post('/api/v2/diagrams', { data: { prompt: 'A static website on AWS: S3 and CloudFront', cloud_provider: 'aws' } });
  expect(generated.status(), await generated.text()).toBe(201);
  const titles = ((await (await api.get('/api/v2/diagrams')).json()) as { items: Array<{ title: string }> }).items.map((d) => d.title);
  await page.goto('/usage');
  const history = page.getByRole('table', { name: 'Credit history' });
  await expect(history.getByRole('link').first()).toBeVisible();
  for (const link of await history.getByRole('link').all()) expect(titles).toContain((await link.textContent())?.trim());
});

test("rename: draw.io's page tab takes the new title, without a new version", async ({ page, api }) => {
  const made = await api.post('/api/v2/diagrams', { data: { prompt: 'A queue-based worker service on AWS: SQS, Lambda and DynamoDB', cloud_provider: 'aws' } });
  expect(made.status(), await made.text()).toBe(201);
  const { id, version_number } = (await made.json()) as { id: string; version_number: number };
  await page.goto(`/d/${id}`);
  const frame = await drawioFrame(page);
  await expect(page.getByTestId('editor.canvas')).toHaveAttribute('data-status', 'ready');
  const pageName = () => frame.evaluate(() => (window as unknown as { ui: { pages: Array<{ getName(): string }> } }).ui.pages[0]!.getName());
  await page.getByRole('button', { name: 'Rename diagram' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Order workers');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Order workers' })).toBeVisible();
  await expect.poll(pageName).toBe('Order workers');
  await page.waitForTimeout(2500); // longer than the autosave delay: a rename alone saves no version
  expect(((await (await api.get(`/api/v2/diagrams/${id}`)).json()) as { version_number: number }).version_number).toBe(version_number);
});

test('your diagrams show a preview of each, the renderer\'s SVG', async ({ page, api }) => {
  const made = await api.post('/api/v2/diagrams', { data: { prompt: 'A static website on Azure: Front Door and Blob Storage', cloud_provider: 'azure' } });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  await page.goto('/diagrams');
  const row = page.getByRole('row').filter({ has: page.locator(`a[href="/d/${id}"]`) });
  const preview = row.getByTestId('diagrams.preview');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
