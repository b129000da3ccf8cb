import { expect, it } from 'vitest';
import { describeOnDatabases, type TestServer } from '../testing/server.js';

/** The one-time code of the newest device-login mail to `email` (XXXX-XXXX on a line of its own). */
async function mailedDeviceCode(s: TestServer, email: string, after: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mail = s.smtp.received.slice(after).reverse().find((m) => m.to.includes(email));
    const code = mail && /^\s{4}([A-Z0-9]{4}-[A-Z0-9]{4})\s*$/m.exec(mail.raw)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no device-login mail to ${email}`);
}

const post = (s: TestServer, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  s.inject({ method: 'POST', url: `/api/v2${url}`, payload: payload as object, headers: { 'x-skyplan-client': 'sdk-ts/0.1.0', ...headers } });
const token = (s: TestServer, deviceCode: string, clientId = 'sdk-ts') =>
  post(s, '/oauth/device/token', { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: deviceCode, client_id: clientId });

await describeOnDatabases('device login and API keys over HTTP', (get) => {
  it('e-mail flow: code mailed over SMTP, approve through a web session, the token is a working live key, confirm revokes the old one', async () => {
    const s = get();
    const web = await s.sessionCaller();
    const login = async () => {
      const before = s.smtp.received.length;
      const start = await post(s, '/oauth/device/code', { client_id: 'sdk-ts', device_name: 'ci-box', email: web.email });
      expect(start.statusCode).toBe(200);
      expect(start.json().user_code).toBeUndefined();
      const code = await mailedDeviceCode(s, web.email, before);
      const info = await s.inject({ method: 'GET', url: '/api/v2/oauth/device/info', headers: web.headers });
      expect(info.json()).toMatchObject({ flow: 'email', client_id: 'sdk-ts', device_name: 'ci-box', status: 'pending', email: web.email });
      const pending = await token(s, start.json().device_code);
      expect(pending.statusCode).toBe(400);
      expect(pending.json()).toEqual({ error: 'authorization_pending' });
      expect(pending.headers['cache-control']).toBe('no-store');
      const approve = await post(s, '/oauth/device/approve', { code }, web.headers);
      expect(approve.json()).toEqual({ status: 'approved' });
      s.clock.advance(5);
      const done = await token(s, start.json().device_code);
      expect(done.statusCode).toBe(200);
      return done.json().access_token as string;
    };
    const first = await login();
    expect(first).toMatch(/^skp_live_/);
    const me = await s.inject({ method: 'GET', url: '/api/v2/me', headers: { authorization: `Bearer ${first}` } });
    expect(me.json()).toMatchObject({ email: web.email, auth_method: 'key', livemode: true });
    const second = await login();
    const confirm = await post(s, '/oauth/device/confirm', {}, { authorization: `Bearer ${second}` });
    expect(confirm.json()).toEqual({ revoked: 1 });
    expect((await s.inject({ method: 'GET', url: '/api/v2/me', headers: { authorization: `Bearer ${first}` } })).statusCode).toBe(401);
    expect((await s.inject({ method: 'GET', url: '/api/v2/me', headers: { authorization: `Bearer ${second}` } })).statusCode).toBe(200);
  });

  it('user_code flow: info by code, Deny → access_denied; the consent endpoints need a session and its CSRF token', async () => {
    const s = get();
    const web = await s.sessionCaller();
    const start = (await post(s, '/oauth/device/code', { client_id: 'mcp', livemode: false })).json();
    expect(start.verification_uri_complete).toBe(`http://skyplan.test/device?code=${start.user_code}`);
    const info = await s.inject({ method: 'GET', url: `/api/v2/oauth/device/info?code=${start.user_code}`, headers: web.headers });
    expect(info.json()).toMatchObject({ flow: 'user_code', client_id: 'mcp', livemode: false, user_code: start.user_code });
    const noCsrf = await post(s, '/oauth/device/deny', { code: start.user_code }, { cookie: web.cookie });
    expect(noCsrf.json().error.code).toBe('CSRF_FAILED');
    const api = await s.keyCaller();
    expect((await post(s, '/oauth/device/deny', { code: start.user_code }, api.headers)).json().error.code).toBe('FORBIDDEN');
    expect((await post(s, '/oauth/device/deny', { code: start.user_code }, web.headers)).json()).toEqual({ status: 'denied' });
    expect((await token(s, start.device_code, 'mcp')).json()).toEqual({ error: 'access_denied' });
  });

  it('answers invalid_grant to an unknown code and expired_token after 15 minutes; validation stays a house error', async () => {
    const s = get();
    expect((await token(s, 'nope')).json()).toEqual({ error: 'invalid_grant' });
    const start = (await post(s, '/oauth/device/code', { client_id: 'sdk-ts' })).json();
    s.clock.advance(900);
    expect((await token(s, start.device_code)).json()).toEqual({ error: 'expired_token' });
    const bad = await post(s, '/oauth/device/code', { client_id: 'cli' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a client below the minimum version with 426 naming the update command', async () => {
    const s = get();
    const old = await post(s, '/oauth/device/code', { client_id: 'mcp' }, { 'x-skyplan-client': 'mcp/0.0.9' });
    expect(old.statusCode).toBe(426);
    expect(old.json().error.code).toBe('CLIENT_OUTDATED');
  });

  it('creates (secret once), lists without secrets, revokes, and stops at 25 active keys', async () => {
    const s = get();
    const web = await s.sessionCaller();
    const created = await post(s, '/keys', { name: 'CI', livemode: false }, web.headers);
    expect(created.statusCode).toBe(201);
    const key = created.json();
    expect(key.key).toMatch(/^skp_test_/);
    expect(key).toMatchObject({ name: 'CI', livemode: false, client: null, device_name: null, prefix: key.key.slice(0, 13) });
    expect((await s.inject({ method: 'GET', url: '/api/v2/me', headers: { authorization: `Bearer ${key.key}` } })).json().livemode).toBe(false);
    const list = await s.inject({ method: 'GET', url: '/api/v2/keys', headers: web.headers });
    expect(list.json().limit).toBe(25);
    expect(list.json().items.map((k: { id: string }) => k.id)).toEqual([key.id]);
    expect(list.body).not.toContain(key.key);
    for (let i = 1; i < 25; i++) expect((await post(s, '/keys', {}, web.headers)).statusCode).toBe(201);
    const over = await post(s, '/keys', {}, web.headers);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('KEY_LIMIT_REACHED');
    const del = await s.inject({ method: 'DELETE', url: `/api/v2/keys/${key.id}`, headers: web.headers });
    expect(del.statusCode).toBe(204);
    expect((await s.inject({ method: 'GET', url: '/api/v2/me', headers: { authorization: `Bearer ${key.key}` } })).statusCode).toBe(401);
    expect((await s.inject({ method: 'DELETE', url: `/api/v2/keys/${key.id}`, headers: web.headers })).statusCode).toBe(404);
    expect((await s.inject({ method: 'GET', url: '/api/v2/keys', headers: { authorization: `Bearer ${(await post(s, '/keys', {}, web.headers)).json().key}` } })).statusCode).toBe(403);
  });

  it('lets one account not see or revoke another account\'s keys', async () => {
    const s = get();
    const ann = await s.sessionCaller();
    const bob = await s.sessionCaller();
    const annKey = (await post(s, '/keys', {}, ann.headers)).json();
    expect((await s.inject({ method: 'GET', url: '/api/v2/keys', headers: bob.headers })).json().items).toEqual([]);
    expect((await s.inject({ method: 'DELETE', url: `/api/v2/keys/${annKey.id}`, headers: bob.headers })).statusCode).toBe(404);
  });
});
