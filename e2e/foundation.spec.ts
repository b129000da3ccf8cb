import { request } from '@playwright/test';
import { drawioFrame } from './fixtures.js';
// Every API route but /healthz, the OpenAPI document and the device-flow polling needs an account
// now: these journeys run signed in (the e-mailed code is read from the server's outbox).
import { test, expect } from './journey-fixtures.js';

test.describe('foundation', () => {
  test('the embedded editor starts offline and draws the sample with AWS icons', async ({ page, external }) => {
    await page.goto('/d/sample');
    const frame = await drawioFrame(page);
    // draw.io's first load (icon sets) can take a while on a busy machine.
    await expect(page.getByTestId('editor.canvas')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
    // Every icon of the sample resolves to a stencil that draw.io has, and is drawn as one.
    const icons = await frame.evaluate(() => {
      type Cell = { style?: string; value?: unknown };
      const w = window as unknown as {
        ui: { editor: { graph: { getModel(): { cells: Record<string, Cell> }; view: { getState(c: Cell): { shape?: { node?: Element } } | null } } } };
        mxStencilRegistry: { getStencil(name: string): unknown };
      };
      const graph = w.ui.editor.graph;
      return Object.values(graph.getModel().cells)
        .filter((c) => /resIcon=/.test(c.style ?? ''))
        .map((c) => {
          const name = /resIcon=([^;]+)/.exec(c.style ?? '')![1]!;
          const node = graph.view.getState(c)?.shape?.node;
          return { name, stencil: !!w.mxStencilRegistry.getStencil(name), paths: node ? node.querySelectorAll('path').length : 0 };
        });
    });
    expect(icons.length).toBeGreaterThanOrEqual(4);
    for (const icon of icons) {
      expect(icon.stencil, `${icon.name} has a stencil`).toBe(true);
      expect(icon.paths, `${icon.name} is drawn`).toBeGreaterThan(0);
    }
    expect(external).toEqual([]);
  });

  test('dropdowns list exactly what the server /meta returns', async ({ page, api, baseURL, external }) => {
    const anonymous = await request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    expect((await anonymous.get('/api/v2/meta/providers')).status(), 'meta needs a key or a session').toBe(401);
    await anonymous.dispose();
    const providers = (await (await api.get('/api/v2/meta/providers')).json()) as { providers: string[] };
    const types = (await (await api.get('/api/v2/meta/diagram-types')).json()) as { diagram_types: string[] };
    const formats = (await (await api.get('/api/v2/meta/formats')).json()) as { export_formats: string[] };
    await page.goto('/');
    const values = async (name: string) =>
      page.getByRole('combobox', { name }).locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    await expect(page.getByRole('combobox', { name: 'Cloud provider' })).toBeEnabled();
    expect(await values('Cloud provider')).toEqual(providers.providers);
    await expect(page.getByRole('combobox', { name: 'Diagram type' })).toBeEnabled();
    expect(await values('Diagram type')).toEqual(types.diagram_types);
    await page.goto('/d/sample');
    await expect(page.getByRole('combobox', { name: 'Export format' })).toBeEnabled();
    expect(await values('Export format')).toEqual(formats.export_formats);
    expect(external).toEqual([]);
  });

  test('unknown API routes answer the JSON envelope; client routes get the app', async ({ request }) => {
    const res = await request.get('/api/v2/nope');
    expect(res.status()).toBe(404);
    expect(res.headers()['x-request-id']).toMatch(/^req_/);
    const body = (await res.json()) as { error: { code: string; request_id: string } };
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.request_id).toBe(res.headers()['x-request-id']);
    const spa = await request.get('/d/some-diagram');
    expect(spa.status()).toBe(200);
    expect(await spa.text()).toContain('<div id="root"');
  });
});
