import { drawioFrame } from './fixtures.js';
import { canvasLabels, signInByApi, spendAllCredits, test, expect, uniqueEmail } from './journey-fixtures.js';

test('fork from the gallery: a private copy opens in the editor and joins your diagrams', async ({ page, api }) => {
  await page.goto('/gallery');
  const card = page.getByRole('list', { name: 'Gallery' }).getByRole('listitem').first();
  await expect(card).toBeVisible();
  // Its preview is the diagram drawn by the server, loaded as a real image.
  const preview = card.getByTestId('gallery.preview');
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 100)).toBe(true);
  // However tall the diagram, the preview stays inside its frame above the title.
  const [shown, frameBox] = await Promise.all([preview.boundingBox(), preview.locator('..').boundingBox()]);
  expect(shown!.height).toBeLessThanOrEqual(frameBox!.height + 1);
  const title = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: 'Fork' }).click();
  await page.waitForURL(/\/d\/[0-9a-f-]{36}$/);
  const id = page.url().split('/d/')[1]!;
  const frame = await drawioFrame(page);
  await expect.poll(() => canvasLabels(frame).then((l) => l.length)).toBeGreaterThan(2);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const mine = (await (await api.get('/api/v2/diagrams')).json()) as { items: Array<{ id: string; is_public: boolean }> };
  expect(mine.items.find((d) => d.id === id)?.is_public).toBe(false);
});

test.describe('out of credits', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('generating with no credits left says so and links to more credits', async ({ browser }) => {
    const broke = await signInByApi(uniqueEmail('broke'));
    await spendAllCredits(broke);
    const context = await browser.newContext({ storageState: broke.storageState });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('credits.remaining')).toHaveText(/^0 credits/);
    await page.getByRole('textbox', { name: 'Prompt' }).fill('A serverless API on AWS with API Gateway, Lambda and DynamoDB');
    await page.getByRole('button', { name: 'Generate' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('You are out of credits');
    await expect(alert.getByRole('link', { name: 'Get more credits' })).toHaveAttribute('href', /.+/);
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });
});
