import { request as playwrightRequest } from '@playwright/test';
import { outboxNow, test, expect, waitForMail } from './journey-fixtures.js';

/** The device login as the SDKs and the MCP server start it, approved or denied on /device. */
test.describe('device login', () => {
  const token = async (deviceCode: string, clientId: string) => {
    const ctx = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${process.env.SKYPLAN_E2E_PORT}` });
    const res = await ctx.post('/api/v2/oauth/device/token', {
      data: { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: deviceCode, client_id: clientId },
    });
    const body = (await res.json()) as { access_token?: string; error?: string };
    await ctx.dispose();
    return { status: res.status(), body };
  };

  test('no-email flow: the page shows the code and who asks; Approve gives the device a working key, listed in Settings', async ({ page, request, account }) => {
    const start = await request.post('/api/v2/oauth/device/code', { data: { client_id: 'mcp', device_name: 'e2e-laptop' } });
    expect(start.status()).toBe(200);
    const grant = (await start.json()) as { device_code: string; user_code: string; verification_uri_complete: string };

    const url = new URL(grant.verification_uri_complete);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByTestId('device.code')).toHaveText(grant.user_code);
    await expect(page.getByTestId('device.client')).toHaveText('Skyplan MCP server');
    await expect(page.getByTestId('device.name')).toHaveText('e2e-laptop');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(/Approved\. Go back to the Skyplan MCP server/)).toBeVisible();

    const minted = await token(grant.device_code, 'mcp');
    expect(minted.status).toBe(200);
    expect(minted.body.access_token).toMatch(/^skp_live_/);
    const me = await request.get('/api/v2/me', { headers: { Authorization: `Bearer ${minted.body.access_token}` } });
    expect(((await me.json()) as { email: string }).email).toBe(account.email);

    // The key is listed with its device; revoking it stops it at once.
    await page.goto('/settings/keys');
    const row = page.getByRole('row', { name: /MCP server on e2e-laptop/ });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /^Revoke/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toHaveCount(0);
    const after = await request.get('/api/v2/me', { headers: { Authorization: `Bearer ${minted.body.access_token}` } });
    expect(after.status()).toBe(401);
  });

  test('e-mail flow: the code from the e-mail is typed on the page; Deny refuses the device', async ({ page, request, account }) => {
    const seen = outboxNow();
    const start = await request.post('/api/v2/oauth/device/code', { data: { client_id: 'sdk-python', device_name: 'e2e-build-box', email: account.email } });
    expect(start.status()).toBe(200);
    const grant = (await start.json()) as { device_code: string; user_code?: string };
    expect(grant.user_code).toBeUndefined();
    const code = (await waitForMail(account.email, seen, /one-time code is:\s+([A-Z0-9]{4}-[A-Z0-9]{4})/))[1]!;

    await page.goto('/device');
    await expect(page.getByTestId('device.client')).toHaveText('Skyplan Python SDK');
    await expect(page.getByTestId('device.name')).toHaveText('e2e-build-box');
    await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Deny' }).click();
    await expect(page.getByText(/Denied\. Nothing was signed in/)).toBeVisible();
    const refused = await token(grant.device_code, 'sdk-python');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('access_denied');
  });
});
