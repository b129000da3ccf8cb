import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type BrowserContext, type Frame, type Page } from '@playwright/test';
import { test as base, expect } from './fixtures.js';

export { exposeDrawioUi } from './fixtures.js';

/**
 * Fixtures of the browser journeys: accounts signed in by the real e-mailed code (sent by the
 * server over SMTP and read from what the test SMTP server received), an API context acting as that account (for setup and for checking what the
 * server holds), and draw.io helpers. One account per worker, so sign-in happens once.
 */

/** Where the e2e SMTP server (scripts/e2e-server.mjs) drops every message it receives. */
const OUTBOX = () => path.join(process.env.SKYPLAN_E2E_DATA ?? '', 'smtp-inbox');
const BASE_URL = () => `http://127.0.0.1:${process.env.SKYPLAN_E2E_PORT}`;

export interface Account {
  email: string;
  storageState: Awaited<ReturnType<APIRequestContext['storageState']>>;
  csrf: string;
  /** An API key of the account, made on first use by apiAs(). */
  apiKey?: string;
}

/** Names of the mails already in the outbox (to wait for a new one). */
export function outboxNow(inbox = OUTBOX()): Set<string> {
  return new Set(fs.existsSync(inbox) ? fs.readdirSync(inbox) : []);
}

/** The text of the first new mail to `email` matching `pattern`, waiting for it to arrive. */
export async function waitForMail(email: string, seen: Set<string>, pattern: RegExp, timeoutMs = 15_000, inbox = OUTBOX()): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(inbox) ? fs.readdirSync(inbox).filter((f) => f.endsWith('.eml') && !seen.has(f)) : [];
    for (const file of files.sort()) {
      const text = fs.readFileSync(path.join(inbox, file), 'utf8').replace(/=\r?\n/g, '');
      if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(text)) continue;
      const match = pattern.exec(text);
      if (match) return match;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${email} matching ${pattern} arrived in ${inbox} within ${timeoutMs} ms.`);
}

/** The 6-digit sign-in code e-mailed to `email` after `seen` was taken. */
export async function loginCode(email: string, seen: Set<string>, inbox = OUTBOX()): Promise<string> {
  return (await waitForMail(email, seen, /sign-in code: (\d{6})/, 15_000, inbox))[1]!;
}

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * Signs in through the API (start → code from the outbox → verify); returns the cookies. Another
 * server than the journeys' own (e2e/extra-server.ts) passes its address and inbox.
 */
export async function signInByApi(email: string, server: { baseUrl: string; inbox: string } = { baseUrl: BASE_URL(), inbox: OUTBOX() }): Promise<Account> {
  const ctx = await playwrightRequest.newContext({ baseURL: server.baseUrl });
  try {
    const seen = outboxNow(server.inbox);
    const start = await ctx.post('/api/v2/auth/email/start', { data: { email } });
    expect(start.status(), await start.text()).toBe(202);
    const verify = await ctx.post('/api/v2/auth/email/verify', { data: { email, code: await loginCode(email, seen, server.inbox) } });
    expect(verify.status(), await verify.text()).toBe(200);
    const csrf = ((await verify.json()) as { csrf_token: string }).csrf_token;
    return { email, storageState: await ctx.storageState(), csrf };
  } finally {
    await ctx.dispose();
  }
}

/** An API context on the account's web session (cookie + CSRF header), e.g. for /keys. */
export async function sessionApiAs(account: Account): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: BASE_URL(), storageState: account.storageState, extraHTTPHeaders: { 'x-csrf-token': account.csrf } });
}

/**
 * An API context acting as the account through an API key of its own (made once per account), for
 * setup and checks. Requests are rate-limited per session or key: checks made through the key never
 * use up the browser session's 60 requests a minute.
 */
export async function apiAs(account: Account): Promise<APIRequestContext> {
  if (!account.apiKey) {
    const session = await sessionApiAs(account);
    const created = await session.post('/api/v2/keys', { data: { name: 'e2e checks' } });
    expect(created.status(), await created.text()).toBe(201);
    account.apiKey = ((await created.json()) as { key: string }).key;
    await session.dispose();
  }
  return playwrightRequest.newContext({ baseURL: BASE_URL(), extraHTTPHeaders: { Authorization: `Bearer ${account.apiKey}` } });
}

/**
 * Sets an account's credits to 0 the way a self-hoster would: `npm run admin -- set-credits`,
 * which the running e2e server (it holds the embedded database) carries out through its admin
 * socket.
 */
export async function spendAllCredits(account: Account): Promise<void> {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/admin/cli.ts', 'set-credits', '--email', account.email, '--credits', '0'], {
    env: { ...process.env, SKYPLAN_DATA_DIR: process.env.SKYPLAN_E2E_DATA },
    encoding: 'utf8',
  });
  expect(result.status, `admin set-credits: ${result.stderr}`).toBe(0);
  const bearer = await apiAs(account);
  try {
    const usage = (await (await bearer.get('/api/v2/usage')).json()) as { credits_remaining: number };
    expect(usage.credits_remaining).toBe(0);
  } finally {
    await bearer.dispose();
  }
}

/** Aborts and records every request that would leave 127.0.0.1. */
export async function blockExternal(target: Page | BrowserContext, external: string[]): Promise<void> {
  await target.route(/^(?!https?:\/\/127\.0\.0\.1[:/]|data:|blob:|about:)/, (route) => {
    external.push(route.request().url());
    return route.abort();
  });
}

/** The labels of the vertices draw.io currently shows. */
export async function canvasLabels(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    type Cell = { vertex?: boolean };
    const w = window as unknown as { ui: { editor: { graph: { getModel(): { cells: Record<string, Cell> }; convertValueToString(c: Cell): string } } } };
    const graph = w.ui.editor.graph;
    return Object.values(graph.getModel().cells)
      .filter((c) => c.vertex)
      .map((c) => graph.convertValueToString(c))
      .filter(Boolean);
  });
}

/** Where the diagram sits in draw.io's visible canvas, and the zoom. */
export async function canvasView(frame: Frame): Promise<{ inView: boolean; scale: number; box: number[]; canvas: number[] }> {
  return frame.evaluate(() => {
    type Graph = { getGraphBounds(): { x: number; y: number; width: number; height: number }; container: HTMLElement; view: { scale: number } };
    const graph = (window as unknown as { ui: { editor: { graph: Graph } } }).ui.editor.graph;
    const b = graph.getGraphBounds();
    const c = graph.container;
    const box = [b.x - c.scrollLeft, b.y - c.scrollTop, b.x + b.width - c.scrollLeft, b.y + b.height - c.scrollTop];
    const inView = box[0]! >= 0 && box[1]! >= 0 && box[2]! <= c.clientWidth && box[3]! <= c.clientHeight;
    return { inView, scale: graph.view.scale, box: box.map(Math.round), canvas: [c.clientWidth, c.clientHeight] };
  });
}

/** Sets draw.io's zoom as a person would with the zoom control. */
export async function zoomCanvas(frame: Frame, scale: number): Promise<void> {
  await frame.evaluate((s) => (window as unknown as { ui: { editor: { graph: { zoomTo(s: number): void } } } }).ui.editor.graph.zoomTo(s), scale);
}

export const test = base.extend<{ account: Account; api: APIRequestContext }, { workerAccount: Account }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from its pattern
  workerAccount: [async ({}, use) => use(await signInByApi(uniqueEmail('worker'))), { scope: 'worker' }],
  account: async ({ workerAccount }, use) => use(workerAccount),
  storageState: async ({ workerAccount }, use) => use(workerAccount.storageState),
  api: async ({ account }, use) => {
    const ctx = await apiAs(account);
    await use(ctx);
    await ctx.dispose();
  },
});
export { expect };
