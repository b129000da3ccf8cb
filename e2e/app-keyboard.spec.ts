import fs from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { loginCode, outboxNow, signInByApi, test, expect, uniqueEmail } from './journey-fixtures.js';

/**
 * The whole journey with the keyboard only: sign in → generate → move to the review → Fix a
 * warning → edit by prompt → export SVG. No click, no mouse: only Tab, Shift+Tab, Enter, typing
 * and F6 (the documented key that leaves the embedded editor).
 */
test.use({ storageState: { cookies: [], origins: [] } });

type Diagram = { id: string; version_number: number; warnings: Array<{ id: string }> };

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** The focused element shows a visible focus indicator (an outline or a ring). */
async function visiblyFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const s = getComputedStyle(el);
    return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== 'none' && s.boxShadow !== '');
  });
}

test('keyboard only: sign in, generate, review, fix, edit by prompt, export SVG', async ({ browser }) => {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  const email = uniqueEmail('keyboard');

  // Sign in: the address field has focus; Enter sends the code; the code field has focus next.
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toBeFocused();
  await page.keyboard.type(email);
  const seen = outboxNow();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Sign-in code' })).toBeFocused();
  await page.keyboard.type(await loginCode(email, seen));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);

  // Generate: the prompt box has focus; Ctrl+Enter generates; focus lands on the review.
  const prompt = page.getByRole('textbox', { name: 'Prompt' });
  await expect(prompt).toBeFocused();
  await page.keyboard.insertText('A three-tier web app on AWS: CloudFront, an Application Load Balancer, EC2 web servers in an Auto Scaling group, and an RDS PostgreSQL database');
  await expect(page.getByRole('button', { name: 'Generate' })).toBeEnabled();
  await page.keyboard.press('Control+Enter');
  await page.waitForURL(/\/d\/[0-9a-f-]{36}$/);
  const diagramId = page.url().split('/d/')[1]!;
  const review = page.getByRole('heading', { name: 'Review' });
  await expect(page.getByTestId('editor.canvas')).toHaveAttribute('data-status', 'ready');
  await expect(review).toBeFocused();

  const session = context.request;
  const current = async (): Promise<Diagram> => (await (await session.get(`/api/v2/diagrams/${diagramId}`)).json()) as Diagram;

  // Fix the first warning: Tab reaches its Fix button, Enter fixes, focus returns to the review.
  const before = await current();
  expect(before.warnings.length).toBeGreaterThan(0);
  const fix = page.getByRole('region', { name: 'Warnings' }).getByRole('button', { name: 'Fix' }).first();
  await tabTo(page, fix);
  expect(await visiblyFocused(fix)).toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await current()).version_number).toBe(before.version_number + 1);
  await expect(page.getByTestId('editor.canvas')).toHaveAttribute('data-status', 'ready');
  await expect(review).toBeFocused();

  // Edit by prompt: Tab to the box, type, Ctrl+Enter; focus returns to the review.
  const editBox = page.getByRole('textbox', { name: 'Edit prompt' });
  await tabTo(page, editBox);
  await page.keyboard.type('Add an ElastiCache Redis cache');
  await page.keyboard.press('Control+Enter');
  await expect.poll(async () => (await current()).version_number).toBe(before.version_number + 2);
  await expect(editBox).toHaveValue('');
  await expect(review).toBeFocused();

  // Into the editor and out again: Tab past the side panel enters draw.io; F6 leaves it.
  const frame = page.locator('iframe[data-testid="drawio.frame"]');
  await tabTo(page, frame);
  await expect(page.getByRole('button', { name: 'Leave editor (F6)' })).toBeVisible();
  // Focus inside the editor: its canvas takes Tab for its shapes.
  await page.frameLocator('iframe[data-testid="drawio.frame"]').locator('body').press('F6');
  await expect(review).toBeFocused();
  await expect(page.getByRole('button', { name: 'Leave editor (F6)' })).toHaveCount(0);

  // Export SVG: back to the toolbar, pick the format by typing, Enter on Download.
  const format = page.getByRole('combobox', { name: 'Export format' });
  await tabTo(page, format, { back: true });
  await page.keyboard.type('SVG');
  await expect(format).toHaveValue('svg');
  await page.keyboard.press('Tab');
  const download = page.getByRole('button', { name: 'Download' });
  await expect(download).toBeFocused();
  expect(await visiblyFocused(download)).toBe(true);
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toMatch(/\.svg$/);
  expect((await fs.readFile((await file.path())!)).toString('utf8')).toMatch(/<svg[\s>]/);

  await context.close();
});

test('Tab reaches every control of the new-diagram page, each visibly focused', async ({ browser }) => {
  const account = await signInByApi(uniqueEmail('keyboard-tabs'));
  const context = await browser.newContext({ storageState: account.storageState });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Prompt' })).toBeFocused();
  const controls = page.locator('header a, header button, main button:not([disabled]), main select, main textarea');
  const count = await controls.count();
  const reached = new Set<string>();
  for (let i = 0; i < count + 5; i++) {
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const s = getComputedStyle(el);
      const shown = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== 'none' && s.boxShadow !== '');
      return { key: `${el.tagName}:${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}`, shown };
    });
    if (info) {
      expect(info.shown, `${info.key} shows focus`).toBe(true);
      reached.add(info.key);
    }
    await page.keyboard.press('Tab');
  }
  expect(reached.size).toBeGreaterThanOrEqual(count);
  await context.close();
});
