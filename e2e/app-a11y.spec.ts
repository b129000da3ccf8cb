import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { apiAs, blockExternal, signInByApi, test, expect, uniqueEmail, type Account } from './journey-fixtures.js';

/**
 * axe-core on every page and state of the app, in light and in dark mode: no serious or critical
 * violation. draw.io's own editor frame is left out (its markup is draw.io's, not Skyplan's); the
 * page around it, with the editor open, is checked.
 */
test.describe.configure({ mode: 'serial' });

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

let account: Account;
let api: APIRequestContext;
let diagramId = '';
let firstVersionId = '';
const external: string[] = [];

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('iframe[data-testid="drawio.frame"]').analyze();
  return results.violations
    .filter((v) => v.impact === ('serious' satisfies Impact) || v.impact === ('critical' satisfies Impact))
    .map((v) => `${v.id} (${v.impact}) on ${new URL(page.url()).pathname}: ${v.help} — ${v.nodes.map((n) => `${n.html.slice(0, 160)} [${n.any.map((c) => c.message).join('; ').slice(0, 160)}]`).slice(0, 6).join(' | ')}`);
}

async function themed(browser: import('@playwright/test').Browser, theme: 'light' | 'dark', signedIn: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ storageState: signedIn ? account.storageState : { cookies: [], origins: [] } });
  await context.addInitScript((t) => localStorage.setItem('skyplan.theme', t), theme);
  await blockExternal(context, external);
  return { context, page: await context.newPage() };
}

test.beforeAll(async () => {
  account = await signInByApi(uniqueEmail('a11y'));
  api = await apiAs(account);
  const made = await api.post('/api/v2/diagrams', { data: { prompt: 'A web app on AWS: CloudFront, an ALB, ECS services and an RDS database', cloud_provider: 'aws' } });
  expect(made.status(), await made.text()).toBe(201);
  diagramId = ((await made.json()) as { id: string }).id;
  const edited = await api.post(`/api/v2/diagrams/${diagramId}/edit`, { data: { edit_prompt: 'Add an ElastiCache Redis cache' } });
  expect(edited.status(), await edited.text()).toBe(200);
  const versions = (await (await api.get(`/api/v2/diagrams/${diagramId}/versions`)).json()) as { items: Array<{ id: string }> };
  firstVersionId = versions.items[0]!.id;
});

test.afterAll(async () => {
  await api?.dispose();
  expect(external, 'requests that left 127.0.0.1').toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`${theme}: sign-in page, both steps`, async ({ browser }) => {
    const { context, page } = await themed(browser, theme, false);
    await page.goto('/login');
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(uniqueEmail('a11y-login'));
    await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
    await expect(page.getByRole('textbox', { name: 'Sign-in code' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  test(`${theme}: new diagram, empty, typed, and over the limit`, async ({ browser }) => {
    const { context, page } = await themed(browser, theme, true);
    await page.goto('/');
    await expect(page.getByRole('button', { name: /three-tier web app on AWS/ })).toBeVisible();
    await expect(page.getByTestId('generate.cost')).toContainText('credit');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Prompt' }).fill('x'.repeat(31_000));
    await expect(page.getByRole('alert')).toContainText('limit is 30,000');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  test(`${theme}: editor, current version and a preview of an earlier one`, async ({ browser }) => {
    const { context, page } = await themed(browser, theme, true);
    await page.goto(`/d/${diagramId}`);
    await expect(page.getByTestId('editor.canvas')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByRole('region', { name: 'Warnings' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Edit prompt' }).fill('Add a WAF in front of CloudFront');
    const found = await seriousViolations(page);
    await page.goto(`/d/${diagramId}?version=${firstVersionId}`);
    await expect(page.getByText('Previewing version 1')).toBeVisible();
    found.push(...(await seriousViolations(page)));
    expect(found).toEqual([]);
    // The editor follows the app's theme, and follows a switch at once (no reload).
    const frame = await (await page.waitForSelector('iframe[data-testid="drawio.frame"]', { state: 'attached' })).contentFrame();
    const darkEditor = () => frame!.evaluate(() => (window as unknown as { Editor?: { darkMode?: boolean } }).Editor?.darkMode === true);
    await expect.poll(darkEditor).toBe(theme === 'dark');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect.poll(darkEditor).toBe(theme !== 'dark');
    await context.close();
  });

  test(`${theme}: diagrams, gallery, usage, API keys, use from code, device, not found`, async ({ browser }) => {
    const { context, page } = await themed(browser, theme, true);
    const found: string[] = [];
    for (const path of ['/diagrams', '/gallery', '/usage', '/settings/keys', '/connect', '/device', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      found.push(...(await seriousViolations(page)));
    }
    expect(found).toEqual([]);
    await context.close();
  });
}
