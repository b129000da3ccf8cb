import { test as base, expect, type BrowserContext, type Frame, type Page } from '@playwright/test';

/**
 * Test-only instrumentation of the draw.io frame: keeps a handle on its EditorUi as `window.ui`
 * inside the frame (draw.io does not expose one) so journeys can inspect the graph it draws.
 */
export async function exposeDrawioUi(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    if (!location.pathname.startsWith('/drawio/')) return;
    addEventListener('load', () => {
      const w = window as unknown as { App?: { main: (cb?: (ui: unknown) => void, f?: unknown) => unknown }; ui?: unknown };
      const app = w.App;
      if (!app) return;
      const main = app.main;
      app.main = function (cb, f) {
        return main.call(this, (ui) => {
          w.ui = ui;
          cb?.(ui);
        }, f);
      };
    });
  });
}

/**
 * Every journey runs offline: any request to a host other than 127.0.0.1 is aborted and
 * recorded, and the test fails if there was one.
 */
export const test = base.extend<{ external: string[] }>({
  page: async ({ page }, use) => {
    await exposeDrawioUi(page);
    await use(page);
  },
  external: async ({ page }, use) => {
    const external: string[] = [];
    await page.route(/^(?!https?:\/\/127\.0\.0\.1[:/]|data:|blob:|about:)/, (route) => {
      external.push(route.request().url());
      return route.abort();
    });
    await use(external);
    expect(external, 'requests that left 127.0.0.1').toEqual([]);
  },
});
export { expect };

/** The embedded draw.io editor's frame, once its graph is up. */
export async function drawioFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe[data-testid="drawio.frame"]', { state: 'attached' });
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('draw.io iframe has no frame');
  await frame.waitForFunction(() => {
    const w = window as unknown as { ui?: { editor?: { graph?: unknown } } };
    return !!w.ui?.editor?.graph;
  });
  return frame;
}
