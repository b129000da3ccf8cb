import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_CODE_TTL_SECONDS, USER_CODE } from '../../../shared/contract/device.js';
import { loadConfig } from '../../config.js';
import { createDatabase, type Database } from '../../db/index.js';
import { memoryLimiter, DEFAULT_RATE_LIMITS } from '../../limits/index.js';
import type { Mailer, MailMessage } from '../../mail/mailer.js';
import { hashKey } from '../../auth/keys.js';
import { ensureAccount } from '../accounts/ensure-account.js';
import { createKey } from '../keys/keys.js';
import { revokeOtherDeviceKeys } from '../keys/revoke-device-keys.js';
import { decideDeviceLogin, deviceInfo, pollDeviceToken, startDeviceLogin } from './index.js';

/** A clock the tests move instead of sleeping. */
function manualClock(start = new Date('2026-11-01T10:00:00Z')) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (seconds: number) => (now += seconds * 1000) };
}

/** An in-memory mailbox: a real Mailer that keeps what it sends. */
function mailbox(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { kind: 'memory', sent, send: async (m) => void sent.push(m), close: async () => undefined };
}

const codeIn = (mail: MailMessage) => /^\s+([A-Z0-9]{4}-[A-Z0-9]{4})\s*$/m.exec(mail.text)![1]!;

let database: Database;
let clock: ReturnType<typeof manualClock>;
let mail: ReturnType<typeof mailbox>;
let deps: Parameters<typeof startDeviceLogin>[0]['ctx'];
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  database = await createDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(() => {
  clock = manualClock();
  mail = mailbox();
  deps = {
    db: database.db,
    clock,
    config: loadConfig({ PUBLIC_URL: 'https://skyplan.test' }),
    mailer: mail,
    limiter: memoryLimiter(clock),
    rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerIp: 1000 },
    log,
  };
});

async function account(email: string) {
  return (await ensureAccount({ ctx: deps, input: { email } })).account;
}
const poll = (deviceCode: string, clientId = 'mcp') => pollDeviceToken({ ctx: deps, input: { deviceCode, clientId } });
const start = (over: Partial<Parameters<typeof startDeviceLogin>[0]['input']> = {}) =>
  startDeviceLogin({ ctx: deps, input: { clientId: 'mcp', livemode: true, deviceName: 'laptop', email: null, ip: '127.0.0.1', ...over } });

describe('device login', () => {
  it('answers the no-email shape with a user_code and a code-bearing page URL', async () => {
    const answer = await start();
    expect(answer.user_code).toMatch(USER_CODE);
    expect(answer.verification_uri).toBe('https://skyplan.test/device');
    expect(answer.verification_uri_complete).toBe(`https://skyplan.test/device?code=${answer.user_code}`);
    expect(answer).toMatchObject({ expires_in: DEVICE_CODE_TTL_SECONDS, interval: 5 });
    expect(mail.sent).toHaveLength(0);
  });

  it('e-mails the code in the e-mail shape, and keeps it out of the answer and of every URL', async () => {
    const answer = await start({ email: 'amy@example.com', deviceName: 'amy-pc<script>' });
    expect(answer.user_code).toBeUndefined();
    expect(answer.verification_uri_complete).toBeUndefined();
    expect(mail.sent).toHaveLength(1);
    const code = codeIn(mail.sent[0]!);
    expect(mail.sent[0]!.html).not.toContain('<script>');
    expect(mail.sent[0]!.text).toContain('https://skyplan.test/device');
    expect(mail.sent[0]!.text).not.toContain(`device?code=`);
    expect(JSON.stringify(answer)).not.toContain(code);
  });

  it('polls pending, then slow_down when faster than the interval, then mints a live key once approved', async () => {
    const ann = await account('ann@example.com');
    const answer = await start({ email: 'ann@example.com' });
    expect(await poll(answer.device_code)).toEqual({ ok: false, error: 'authorization_pending' });
    clock.advance(1);
    expect(await poll(answer.device_code)).toEqual({ ok: false, error: 'slow_down' });
    clock.advance(6); // the interval is now 10 s
    expect(await poll(answer.device_code)).toEqual({ ok: false, error: 'slow_down' });
    const info = await deviceInfo({ ctx: deps, input: { email: 'ann@example.com' } });
    expect(info).toMatchObject({ flow: 'email', client_id: 'mcp', device_name: 'laptop', status: 'pending', email: 'ann@example.com' });
    await decideDeviceLogin({ ctx: deps, input: { code: codeIn(mail.sent[0]!).toLowerCase().replace('-', ' '), decision: 'approved', accountId: ann.id, email: ann.email } });
    clock.advance(16);
    const result = await poll(answer.device_code);
    if (!result.ok) throw new Error(result.error);
    expect(result.token.access_token).toMatch(/^skp_live_[A-Za-z0-9_-]{32,}$/);
    expect(result.token).toMatchObject({ token_type: 'bearer', scope: 'diagrams:read diagrams:write', livemode: true, expires_in: null });
    const row = await database.db.selectFrom('api_keys').selectAll().where('key_hash', '=', hashKey(result.token.access_token)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ account_id: ann.id, device_name: 'laptop', client_id: 'mcp' });
    clock.advance(16);
    expect(await poll(answer.device_code)).toEqual({ ok: false, error: 'invalid_grant' });
  });

  it('mints a test key for livemode false, and refuses another client or an unknown code', async () => {
    const bob = await account('bob@example.com');
    const answer = await start({ livemode: false, clientId: 'sdk-ts' });
    await decideDeviceLogin({ ctx: deps, input: { code: answer.user_code!, decision: 'approved', accountId: bob.id, email: bob.email } });
    expect(await poll(answer.device_code, 'mcp')).toEqual({ ok: false, error: 'invalid_grant' });
    expect(await poll('not-a-code', 'sdk-ts')).toEqual({ ok: false, error: 'invalid_grant' });
    const result = await poll(answer.device_code, 'sdk-ts');
    expect(result.ok && result.token.access_token.startsWith('skp_test_')).toBe(true);
  });

  it('answers access_denied after Deny, and expired_token after the code expires', async () => {
    const cy = await account('cy@example.com');
    const denied = await start();
    await decideDeviceLogin({ ctx: deps, input: { code: denied.user_code!, decision: 'denied', accountId: cy.id, email: cy.email } });
    expect(await poll(denied.device_code)).toEqual({ ok: false, error: 'access_denied' });
    const late = await start();
    clock.advance(DEVICE_CODE_TTL_SECONDS);
    expect(await poll(late.device_code)).toEqual({ ok: false, error: 'expired_token' });
    await expect(decideDeviceLogin({ ctx: deps, input: { code: late.user_code!, decision: 'approved', accountId: cy.id, email: cy.email } })).rejects.toMatchObject({
      code: 'LOGIN_CODE_EXPIRED',
    });
    expect((await deviceInfo({ ctx: deps, input: { code: late.user_code!, email: cy.email } })).status).toBe('expired');
  });

  it('lives as long as SKYPLAN_DEVICE_CODE_TTL_SECONDS says: in the answer, the e-mail and the expiry', async () => {
    deps = { ...deps, config: loadConfig({ PUBLIC_URL: 'https://skyplan.test', SKYPLAN_DEVICE_CODE_TTL_SECONDS: '90' }) };
    const answer = await start({ email: 'ttl@example.com' });
    expect(answer.expires_in).toBe(90);
    expect(mail.sent[0]!.text).toContain('The code works once, for 90 seconds.');
    clock.advance(89);
    expect(await poll(answer.device_code)).toEqual({ ok: false, error: 'authorization_pending' });
    clock.advance(1);
    expect(await poll(answer.device_code)).toEqual({ ok: false, error: 'expired_token' });
    expect(() => loadConfig({ SKYPLAN_DEVICE_CODE_TTL_SECONDS: '2' })).toThrow(/SKYPLAN_DEVICE_CODE_TTL_SECONDS/);
  });

  it('accepts an e-mailed code only from the account it was sent to, and only once', async () => {
    const dan = await account('dan@example.com');
    const eve = await account('eve@example.com');
    await start({ email: 'dan@example.com' });
    const code = codeIn(mail.sent[0]!);
    await expect(decideDeviceLogin({ ctx: deps, input: { code, decision: 'approved', accountId: eve.id, email: eve.email } })).rejects.toMatchObject({ code: 'INVALID_LOGIN_CODE' });
    await expect(deviceInfo({ ctx: deps, input: { email: eve.email } })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await decideDeviceLogin({ ctx: deps, input: { code, decision: 'approved', accountId: dan.id, email: dan.email } });
    await expect(decideDeviceLogin({ ctx: deps, input: { code, decision: 'denied', accountId: dan.id, email: dan.email } })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('answers key_limit_reached at 25 active keys, and succeeds on the next poll once a key is revoked', async () => {
    const fay = await account('fay@example.com');
    const keys = [];
    for (let i = 0; i < 25; i++) keys.push(await createKey({ ctx: deps, input: { accountId: fay.id } }));
    const answer = await start();
    await decideDeviceLogin({ ctx: deps, input: { code: answer.user_code!, decision: 'approved', accountId: fay.id, email: fay.email } });
    expect(await poll(answer.device_code)).toEqual({ ok: false, error: 'key_limit_reached' });
    await database.db.updateTable('api_keys').set({ revoked_at: clock.now() }).where('id', '=', keys[0]!.row.id).execute();
    clock.advance(5);
    expect((await poll(answer.device_code)).ok).toBe(true);
  });

  it('confirm revokes the earlier keys of the same device and client, nothing else', async () => {
    const gus = await account('gus@example.com');
    const make = (deviceName: string | null, clientId: string | null) => createKey({ ctx: deps, input: { accountId: gus.id, deviceName, clientId } });
    const old1 = await make('laptop', 'mcp');
    const otherClient = await make('laptop', 'sdk-ts');
    const otherDevice = await make('desktop', 'mcp');
    const web = await make(null, null);
    const fresh = await make('laptop', 'mcp');
    expect(await revokeOtherDeviceKeys({ ctx: deps, input: { accountId: gus.id, keyId: fresh.row.id } })).toBe(1);
    const active = await database.db.selectFrom('api_keys').select('id').where('account_id', '=', gus.id).where('revoked_at', 'is', null).execute();
    expect(active.map((r) => r.id).sort()).toEqual([otherClient, otherDevice, web, fresh].map((k) => k.row.id).sort());
    expect(active.map((r) => r.id)).not.toContain(old1.row.id);
    expect(await revokeOtherDeviceKeys({ ctx: deps, input: { accountId: gus.id, keyId: web.row.id } })).toBe(0);
  });

  it('throttles e-mailed codes per address', async () => {
    for (let i = 0; i < DEFAULT_RATE_LIMITS.loginPerEmail; i++) await start({ email: 'hal@example.com' });
    await expect(start({ email: 'hal@example.com' })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});
