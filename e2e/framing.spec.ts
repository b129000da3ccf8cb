import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiAs, test, expect } from './journey-fixtures.js';
import { drawioFrame } from './fixtures.js';

const SKYPLAN = () => `http://127.0.0.1:${process.env.SKYPLAN_E2E_PORT}`;

/** A page on another port of the same host (another origin) that frames a Skyplan page under a bait button. */
async function hostilePage(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(`<!doctype html><button style="position:absolute;top:300px;left:40px">Win a prize</button>
      <iframe id="victim" src="${target}" style="opacity:0.01;width:900px;height:700px"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('another origin on the same host cannot frame /device: the signed-in victim sees nothing to click, the grant stays pending', async ({ page, request, account }) => {
  const start = await request.post('/api/v2/oauth/device/code', { data: { client_id: 'mcp', device_name: 'attacker-box' } });
  const grant = (await start.json()) as { device_code: string; verification_uri_complete: string };
  const deviceUrl = new URL(grant.verification_uri_complete);
  const target = `${SKYPLAN()}${deviceUrl.pathname}${deviceUrl.search}`;

  // The same page opened directly works for the signed-in account…
  await page.goto(`${deviceUrl.pathname}${deviceUrl.search}`);
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();

  // …but framed by another origin the browser refuses to render it.
  const hostile = await hostilePage(target);
  try {
    await page.goto(hostile.url);
    await expect.poll(() => page.frames().length).toBeGreaterThan(1);
    const framed = page.frames().find((f) => f !== page.mainFrame());
    // Chromium replaces a refused frame with its error page; a framable page would load in place.
    await expect.poll(() => framed!.url()).toMatch(/^chrome-error:/);
    await expect(framed!.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(framed!.getByTestId('device.code')).toHaveCount(0);
  } finally {
    await hostile.close();
  }
  const poll = await request.post('/api/v2/oauth/device/token', {
    data: { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: grant.device_code, client_id: 'mcp' },
  });
  expect(((await poll.json()) as { error?: string }).error).toBe('authorization_pending');
  const keys = await (await apiAs(account)).get('/api/v2/keys');
  expect(JSON.stringify(await keys.json())).not.toContain('attacker-box');
  const headers = (await request.get(`${deviceUrl.pathname}${deviceUrl.search}`)).headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('the editor still frames its own draw.io', async ({ page, account }) => {
  const api = await apiAs(account);
  const xml =
    '<mxfile><diagram id="p" name="Page-1"><mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/>' +
    '<mxCell id="a" value="Framed fine" style="rounded=1;" vertex="1" parent="1"><mxGeometry x="40" y="40" width="120" height="60" as="geometry"/></mxCell>' +
    '</root></mxGraphModel></diagram></mxfile>';
  const created = await api.post('/api/v2/diagrams/import', { data: { xml, title: 'Framing check' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/d/${id}`);
  await drawioFrame(page);
  await expect(page.getByTestId('editor.canvas')).toHaveAttribute('data-status', 'ready');
  const drawio = await api.get('/drawio/index.html');
  expect(drawio.headers()['content-security-policy']).toBe("frame-ancestors 'self'");
});
