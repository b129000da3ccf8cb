import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { DeviceLoginError, type Sleep } from '../src/sdk/index.js';
import { createNodeClient, login } from '../src/sdk/node/index.js';
import { connectMcp } from '../src/mcp/testing/mcp-client.js';
import { startExtraServer } from './extra-server.js';
import { loginCode, outboxNow, sessionApiAs, signInByApi, test, expect, uniqueEmail, waitForMail } from './journey-fixtures.js';

/**
 * Device login as people do it: a client (the SDK's login(), or the MCP server inside an
 * assistant) asks for a key, the person approves on the /device page in a real browser, and the
 * client ends up with a working key in its credential file. The clients' polls wait for the
 * person's click instead of the 5-second interval, so nothing here sleeps for real.
 */
const apiBase = () => `http://127.0.0.1:${process.env.SKYPLAN_E2E_PORT}/api/v2`;
const mailedDeviceCode = /^\s{4}([A-Z0-9]{4}-[A-Z0-9]{4})\s*$/m;

/** The e2e server has no PUBLIC_URL, so its links say localhost; the browser here may only reach 127.0.0.1. */
const reachable = (url: string) => url.replace('//localhost:', '//127.0.0.1:');

/** A sleep that lasts until the person has clicked (then the client polls once). */
function untilClicked(): { sleep: Sleep; clicked: () => void } {
  let clicked!: () => void;
  const gate = new Promise<void>((resolve) => (clicked = resolve));
  return { sleep: () => gate, clicked };
}

const tempFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'skyplan-e2e-device-')), '.skyplan', 'credentials.json');

async function signInOnPage(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  const seen = outboxNow();
  await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
  await page.getByRole('textbox', { name: 'Sign-in code' }).fill(await loginCode(email, seen));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('SDK login with e-mail: the page login() opens, the code from the e-mail, Approve → a working live key', async ({ browser }) => {
  const email = uniqueEmail('sdk-device');
  const account = await signInByApi(email);
  const context = await browser.newContext({ storageState: account.storageState });
  const page = await context.newPage();
  const poll = untilClicked();
  const file = tempFile();
  const seen = outboxNow();
  let onOpen!: (url: string) => void;
  const opened = new Promise<string>((resolve) => (onOpen = resolve));
  const loggedIn = login({ baseUrl: apiBase(), email, deviceName: 'e2e-laptop', credentialsPath: file, env: {}, print: () => undefined, sleep: poll.sleep, open: (u) => onOpen(u) });
  loggedIn.catch(() => undefined); // awaited below; a failure must not surface as unhandled first

  const url = await opened;
  expect(url).not.toContain('code=');
  await page.goto(reachable(url));
  await expect(page.getByTestId('device.client')).toHaveText('Skyplan TypeScript SDK');
  await expect(page.getByTestId('device.name')).toHaveText('e2e-laptop');
  const code = (await waitForMail(email, seen, mailedDeviceCode))[1]!;
  await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Approved');
  poll.clicked();

  const result = await loggedIn;
  expect(result.apiKey).toMatch(/^skp_live_/);
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ version: 1, api_key: result.apiKey, base_url: apiBase() });
  expect((await createNodeClient({ baseUrl: apiBase(), credentialsPath: file, env: {} }).me.get()).email).toBe(email);
  await context.close();
});

test('MCP in-tool sign-in: a signed-out person follows the link, signs in, checks the code, approves; the next tool call works', async ({ browser }) => {
  const email = uniqueEmail('mcp-device');
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } }); // signed out
  const page = await context.newPage();
  const poll = untilClicked();
  const file = tempFile();
  const mcp = await connectMcp({ baseUrl: apiBase(), env: {}, credentialsPath: file, sleep: poll.sleep, deviceName: 'e2e-assistant' });
  try {
    const first = await mcp.call('whoami');
    const [, link, userCode] = /Open (\S+\?code=([A-Z0-9]{4}-[A-Z0-9]{4}))/.exec(first.text)!;
    await page.goto(reachable(link!));
    await signInOnPage(page, email);
    await expect(page.getByTestId('device.code')).toHaveText(userCode!);
    await expect(page.getByTestId('device.client')).toHaveText('Skyplan MCP server');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Approved');
    poll.clicked();
    expect(await mcp.context.signIn.settled()).toBeNull();
    const me = await mcp.call('whoami');
    expect(me.isError).toBe(false);
    expect(me.text).toContain(`email: ${email}`);
  } finally {
    await mcp.close();
    await context.close();
  }
});

/**
 * The SDK's login() with an e-mail, waiting for the person: signs the account in on a browser
 * page, starts login(), and returns the page, the e-mailed code, and what ends the login.
 */
async function pendingLogin(browser: Browser, email: string, server?: { baseUrl: string; inbox: string }) {
  const baseUrl = server?.baseUrl ?? `http://127.0.0.1:${process.env.SKYPLAN_E2E_PORT}`;
  const account = await signInByApi(email, server);
  const context = await browser.newContext({ storageState: account.storageState, baseURL: baseUrl });
  const page = await context.newPage();
  const poll = untilClicked();
  const file = tempFile();
  const seen = outboxNow(server?.inbox);
  const outcome = login({ baseUrl: `${baseUrl}/api/v2`, email, credentialsPath: file, env: {}, print: () => undefined, sleep: poll.sleep, open: false }).catch((e: unknown) => e);
  const mail = await waitForMail(email, seen, mailedDeviceCode, 15_000, server?.inbox);
  /** Lets login() poll once more, and answers how it ended. */
  const finish = async () => {
    poll.clicked();
    const result = await outcome;
    await context.close();
    return result;
  };
  return { account, page, code: mail[1]!, mailText: mail.input, file, finish };
}

test('Deny on the page: login() ends with access_denied and stores nothing', async ({ browser }) => {
  const { page, code, file, finish } = await pendingLogin(browser, uniqueEmail('deny-device'));
  await page.goto('/device');
  await expect(page.getByTestId('device.client')).toHaveText('Skyplan TypeScript SDK');
  await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(code);
  await page.getByRole('button', { name: 'Deny', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Denied');
  const err = await finish();
  expect(err).toBeInstanceOf(DeviceLoginError);
  expect(err).toMatchObject({ code: 'access_denied' });
  expect(fs.existsSync(file)).toBe(false);
});

test('the 26th key: with 25 active keys, an approved device gets key_limit_reached and stores nothing', async ({ browser }) => {
  const email = uniqueEmail('full-device');
  const account = await signInByApi(email);
  const session = await sessionApiAs(account);
  for (let i = 0; i < 25; i++) {
    const created = await session.post('/api/v2/keys', { data: { name: `key ${i + 1}` } });
    expect(created.status(), await created.text()).toBe(201);
  }
  await session.dispose();
  const { page, code, file, finish } = await pendingLogin(browser, email);
  await page.goto('/device');
  await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(code);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Approved');
  const err = await finish();
  expect(err).toBeInstanceOf(DeviceLoginError);
  expect(err).toMatchObject({ code: 'key_limit_reached' });
  expect(fs.existsSync(file)).toBe(false);
});

test('expiry: a request nobody approves in time ends with expired_token; the page says it expired and approves nothing', async ({ browser }) => {
  // A server of its own whose device requests live 5 seconds (SKYPLAN_DEVICE_CODE_TTL_SECONDS).
  const short = await startExtraServer({ SKYPLAN_DEVICE_CODE_TTL_SECONDS: '5' });
  try {
    const { page, code, mailText, file, finish } = await pendingLogin(browser, uniqueEmail('late-device'), short);
    expect(mailText).toContain('works once, for 5 seconds');
    // The person comes back too late: the request's 5 seconds pass.
    await page.waitForTimeout(5_500);
    await page.goto('/device');
    await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(code);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText(/expired/i).first()).toBeVisible();
    await expect(page.getByText(/Approved/)).toHaveCount(0);
    const err = await finish();
    expect(err).toBeInstanceOf(DeviceLoginError);
    expect(err).toMatchObject({ code: 'expired_token' });
    expect(fs.existsSync(file)).toBe(false);
  } finally {
    await short.stop();
  }
});
