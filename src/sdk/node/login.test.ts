import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceLoginError, SkyplanApiError, type Sleep } from '../index.js';
import { createNodeClient, login, logout, readCredentials, whoami, type LoginOptions } from './index.js';
import { startLiveServer, uniqueEmail, type LiveServer } from '../testing/live-server.js';

/**
 * login() through the real device flow: the code goes out over SMTP, the test reads it from the
 * SMTP server and approves it as the web page does (a session signed in by e-mailed code), and the
 * SDK's polls meet a server whose clock its sleeps move.
 */
let live: LiveServer;
let home: string;

beforeAll(async () => {
  live = await startLiveServer();
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'skyplan-login-'));
});
afterAll(async () => {
  await live?.close();
  fs.rmSync(home, { recursive: true, force: true });
});

/** Each poll moves the server clock by the interval and takes a little real time. */
const pollSleep =
  (secondsPerWait?: number): Sleep =>
  async (ms) => {
    live.server.clock.advance(secondsPerWait ?? ms / 1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
  };

interface Run {
  options: LoginOptions;
  opened: string[];
  printed: string[];
}

function run(email: string, over: Partial<LoginOptions> = {}): Run {
  const opened: string[] = [];
  const printed: string[] = [];
  return {
    opened,
    printed,
    options: {
      baseUrl: `${live.baseUrl}//`,
      email,
      deviceName: 'sdk-test-box',
      credentialsPath: path.join(home, email, '.skyplan', 'credentials.json'),
      open: (url) => void opened.push(url),
      print: (line) => void printed.push(line),
      sleep: pollSleep(),
      env: {},
      ...over,
    },
  };
}

/** The person at the browser: reads the mailed code and clicks Approve or Deny. */
async function actOnMail(email: string, session: { headers: Record<string, string> }, after: number, approve = true) {
  const code = await live.deviceCodeFor(email, after);
  expect(await live.decide(session, code, approve)).toBe(200);
}

describe('login() with the real device flow', () => {
  it('e-mails a code, waits for Approve, writes the credential file atomically with owner-only modes, and the key works', async () => {
    const email = uniqueEmail('sdk-login');
    const web = await live.webSession(email);
    const r = run(email);
    const before = live.server.smtp.received.length;
    const [result] = await Promise.all([login(r.options), actOnMail(email, web, before)]);
    expect(result.apiKey).toMatch(/^skp_live_/);
    expect(r.opened).toEqual(['http://skyplan.test/device']);
    expect(r.printed.join('\n')).toContain(`We emailed a sign-in code to ${email}`);

    const file = r.options.credentialsPath!;
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['credentials.json']);
    const text = fs.readFileSync(file, 'utf8');
    expect(text.endsWith('}\n')).toBe(true);
    const stored = JSON.parse(text);
    expect(Object.keys(stored)).toEqual(['version', 'api_key', 'scope', 'livemode', 'auth_method', 'created_at', 'expires_at', 'base_url']);
    expect(stored).toMatchObject({ version: 1, api_key: result.apiKey, scope: 'diagrams:read diagrams:write', livemode: true, auth_method: 'device', expires_at: null, base_url: live.baseUrl });

    const me = await whoami({ baseUrl: live.baseUrl, credentialsPath: file, env: {} });
    expect(me.email).toBe(email);
    expect((await createNodeClient({ baseUrl: `${live.baseUrl}/`, credentialsPath: file, env: {} }).me.get()).email).toBe(email);
  });

  it('resolves the key as explicit > SKYPLAN_API_KEY > the file of the same base_url', async () => {
    const email = uniqueEmail('sdk-order');
    const web = await live.webSession(email);
    const r = run(email);
    const before = live.server.smtp.received.length;
    const [result] = await Promise.all([login(r.options), actOnMail(email, web, before)]);
    const file = r.options.credentialsPath!;
    const bogus = `skp_live_${'z'.repeat(43)}`;
    await expect(createNodeClient({ baseUrl: live.baseUrl, credentialsPath: file, env: { SKYPLAN_API_KEY: bogus } }).me.get()).rejects.toMatchObject({ status: 401 });
    const explicit = createNodeClient({ baseUrl: live.baseUrl, credentialsPath: file, env: { SKYPLAN_API_KEY: bogus }, apiKey: result.apiKey });
    expect((await explicit.me.get()).email).toBe(email);
    expect(await readCredentials('http://elsewhere.test/api/v2', file)).toBeNull();
    await expect(whoami({ baseUrl: 'http://127.0.0.1:9/api/v2', credentialsPath: file, env: {} })).rejects.toMatchObject({ code: 'NO_API_KEY' });
  });

  it('logging in again on the same device revokes the previous key after confirm; a test login mints skp_test_', async () => {
    const email = uniqueEmail('sdk-again');
    const web = await live.webSession(email);
    let before = live.server.smtp.received.length;
    const [first] = await Promise.all([login(run(email).options), actOnMail(email, web, before)]);
    const r = run(email, { test: true });
    before = live.server.smtp.received.length;
    const [second] = await Promise.all([login(r.options), actOnMail(email, web, before)]);
    expect(second.apiKey).toMatch(/^skp_test_/);
    expect(second.revoked).toBe(1);
    expect(r.printed.join('\n')).toMatch(/Test keys act on your real account/);
    await expect(createNodeClient({ baseUrl: live.baseUrl, apiKey: first.apiKey }).me.get()).rejects.toMatchObject({ status: 401 });
    expect((await createNodeClient({ baseUrl: live.baseUrl, apiKey: second.apiKey }).me.get()).livemode).toBe(false);
  });

  it('ends with access_denied when the person clicks Deny', async () => {
    const email = uniqueEmail('sdk-deny');
    const web = await live.webSession(email);
    const r = run(email);
    const before = live.server.smtp.received.length;
    const [outcome] = await Promise.all([login(r.options).catch((e: unknown) => e), actOnMail(email, web, before, false)]);
    expect(outcome).toBeInstanceOf(DeviceLoginError);
    expect(outcome).toMatchObject({ code: 'access_denied' });
    expect(fs.existsSync(r.options.credentialsPath!)).toBe(false);
  });

  it('ends with expired_token when nobody approves within 15 minutes', async () => {
    const email = uniqueEmail('sdk-expire');
    const err = await login(run(email, { sleep: pollSleep(100) }).options).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'DeviceLoginError', code: 'expired_token' });
    expect((err as Error).message).toMatch(/Run login again/);
  });

  it('ends with key_limit_reached when the account already has 25 active keys', async () => {
    const email = uniqueEmail('sdk-limit');
    const web = await live.webSession(email);
    for (let i = 0; i < 25; i++) {
      const res = await live.server.inject({ method: 'POST', url: '/api/v2/keys', payload: {}, headers: web.headers });
      expect(res.statusCode).toBe(201);
    }
    const before = live.server.smtp.received.length;
    const [outcome] = await Promise.all([login(run(email).options).catch((e: unknown) => e), actOnMail(email, web, before)]);
    expect(outcome).toMatchObject({ code: 'key_limit_reached' });
    expect((outcome as Error).message).toContain('You have 25 active keys. Revoke one at http://127.0.0.1');
  });

  it('refuses to start without an e-mail address, and logout forgets the key', async () => {
    await expect(login({ baseUrl: live.baseUrl, env: {} })).rejects.toThrow(/needs your e-mail address/);
    await expect(login({ baseUrl: live.baseUrl, env: {}, email: 'not-an-address' })).rejects.toThrow(/not an e-mail address/);
    const email = uniqueEmail('sdk-logout');
    const web = await live.webSession(email);
    const r = run(email);
    const before = live.server.smtp.received.length;
    await Promise.all([login(r.options), actOnMail(email, web, before)]);
    const file = r.options.credentialsPath!;
    expect(await logout({ credentialsPath: file })).toBe(true);
    expect(await logout({ credentialsPath: file })).toBe(false);
    const err = await whoami({ baseUrl: live.baseUrl, credentialsPath: file, env: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SkyplanApiError);
    expect(err).toMatchObject({ code: 'NO_API_KEY' });
  });
});
