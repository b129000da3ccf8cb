import { expect, it } from 'vitest';
import { describeOnDatabases, GENEROUS_LIMITS, uniqueEmail, type TestServer } from '../testing/server.js';
import { createDiagramRow } from '../testing/factories.js';

let ipCounter = 0;
/** A fresh client address per test, so the per-IP limit is only spent where a test means to. */
const freshIp = () => `10.9.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;
const start = (s: TestServer, email: string, ip: string) =>
  s.inject({ method: 'POST', url: '/api/v2/auth/email/start', payload: { email }, remoteAddress: ip });
const verify = (s: TestServer, email: string, code: string, ip: string) =>
  s.inject({ method: 'POST', url: '/api/v2/auth/email/verify', payload: { email, code }, remoteAddress: ip });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

await describeOnDatabases(
  'sign-in by e-mailed code',
  (get) => {
    it('mails a 6-digit code; verify sets httpOnly Lax cookies; the first sign-in makes a free account', async () => {
      const s = get();
      const ip = freshIp();
      const email = uniqueEmail('first');
      const before = s.smtp.received.length;
      const res = await start(s, email, ip);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ sent: true, email, expires_in: 600 });
      const code = await s.smtp.codeFor(email, before);
      const ok = await verify(s, email, code, ip);
      expect(ok.statusCode).toBe(200);
      const body = ok.json();
      expect(body.account).toMatchObject({ email, plan: 'free' });
      const session = ok.cookies.find((c) => c.name === 'skyplan_session')!;
      const csrf = ok.cookies.find((c) => c.name === 'skyplan_csrf')!;
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(csrf.httpOnly).toBeFalsy();
      expect(csrf.value).toBe(body.csrf_token);
      const cookie = `skyplan_session=${session.value}; skyplan_csrf=${csrf.value}`;
      const who = await s.inject({ method: 'GET', url: '/api/v2/auth/session', headers: { cookie } });
      expect(who.statusCode).toBe(200);
      expect(who.json().account.email).toBe(email);
      const me = await s.inject({ method: 'GET', url: '/api/v2/me', headers: { cookie } });
      expect(me.json()).toMatchObject({ email, plan: 'free', credits_remaining: 50, auth_method: 'session', livemode: true });
    });

    it('refuses an expired code (clock moved past 10 minutes)', async () => {
      const s = get();
      const ip = freshIp();
      const email = uniqueEmail('expiry');
      const before = s.smtp.received.length;
      await start(s, email, ip);
      const code = await s.smtp.codeFor(email, before);
      s.clock.advance(601);
      const res = await verify(s, email, code, ip);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('LOGIN_CODE_EXPIRED');
    });

    it('lets a code work once; an earlier code stays valid for its life; signing in ends the others', async () => {
      const s = get();
      const ip = freshIp();
      const email = uniqueEmail('reuse');
      let before = s.smtp.received.length;
      await start(s, email, ip);
      const first = await s.smtp.codeFor(email, before);
      before = s.smtp.received.length;
      await start(s, email, ip);
      const second = await s.smtp.codeFor(email, before);
      expect((await verify(s, email, first, ip)).statusCode).toBe(200);
      const again = await verify(s, email, first, ip);
      expect(again.statusCode).toBe(422);
      expect(again.json().error.code).toBe('LOGIN_CODE_EXPIRED');
      expect((await verify(s, email, second, ip)).json().error.code).toBe('LOGIN_CODE_EXPIRED');
    });

    it('a flood of codes for an address from network A never blocks its owner on network B', async () => {
      const s = get();
      const email = uniqueEmail('victim');
      const [attacker, owner] = [freshIp(), freshIp()];
      let before = s.smtp.received.length;
      expect((await start(s, email, owner)).statusCode).toBe(202);
      const held = await s.smtp.codeFor(email, before);
      for (let i = 0; i < 5; i++) expect((await start(s, email, attacker)).statusCode).toBe(202);
      expect((await start(s, email, attacker)).statusCode).toBe(429);
      // A second attacker network adds more codes: the owner's code is still compared and works.
      const other = freshIp();
      for (let i = 0; i < 5; i++) expect((await start(s, email, other)).statusCode).toBe(202);
      expect((await verify(s, email, held, owner)).statusCode).toBe(200);
      // And the owner can always ask for and use a new code from their network.
      before = s.smtp.received.length;
      expect((await start(s, email, owner)).statusCode).toBe(202);
      const fresh = await s.smtp.codeFor(email, before);
      expect((await verify(s, email, fresh, owner)).statusCode).toBe(200);
    });

    it('locks a code after 5 wrong tries: the 6th try fails even with the right code', async () => {
      const s = get();
      const ip = freshIp();
      const email = uniqueEmail('lock');
      const before = s.smtp.received.length;
      await start(s, email, ip);
      const code = await s.smtp.codeFor(email, before);
      for (let i = 1; i <= 5; i++) {
        const res = await verify(s, email, wrong(code), ip);
        expect(res.statusCode).toBe(422);
        expect(res.json().error).toMatchObject({ code: 'INVALID_LOGIN_CODE', details: { attempts_left: 5 - i } });
      }
      const sixth = await verify(s, email, code, ip);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    });

    it('rate-limits codes per address from one network and sign-in calls per IP', async () => {
      const s = get();
      const email = uniqueEmail('flood');
      for (let i = 0; i < 5; i++) expect((await start(s, email, '10.1.0.1')).statusCode).toBe(202);
      const sixth = await start(s, email, '10.1.0.1');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error).toMatchObject({ code: 'RATE_LIMITED', details: { retry_after: expect.any(Number) } });
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      for (let i = 0; i < 10; i++) expect((await start(s, uniqueEmail('ip'), '10.2.0.9')).statusCode).toBe(202);
      const overIp = await start(s, uniqueEmail('ip'), '10.2.0.9');
      expect(overIp.statusCode).toBe(429);
      s.clock.advance(15 * 60);
      expect((await start(s, uniqueEmail('ip'), '10.2.0.9')).statusCode).toBe(202);
    });

    it('refuses cookie mutations without the right X-CSRF-Token; Bearer calls need none', async () => {
      const s = get();
      // A cross-site form can only send form encodings: sign-in calls accept JSON alone.
      const form = await s.inject({ method: 'POST', url: '/api/v2/auth/email/start', payload: 'email=a%40b.test', headers: { 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress: freshIp() });
      expect(form.statusCode).toBe(415);
      const web = await s.sessionCaller();
      const url = '/api/v2/diagrams/00000000-0000-4000-8000-000000000000';
      const none = await s.inject({ method: 'PATCH', url, headers: { cookie: web.cookie }, payload: { title: 'x' } });
      expect(none.statusCode).toBe(403);
      expect(none.json().error.code).toBe('CSRF_FAILED');
      const bad = await s.inject({ method: 'PATCH', url, headers: { cookie: web.cookie, 'x-csrf-token': 'nope' }, payload: { title: 'x' } });
      expect(bad.json().error.code).toBe('CSRF_FAILED');
      const good = await s.inject({ method: 'PATCH', url, headers: web.headers, payload: { title: 'x' } });
      expect(good.statusCode).toBe(404);
      const read = await s.inject({ method: 'GET', url: '/api/v2/me', headers: { cookie: web.cookie } });
      expect(read.statusCode).toBe(200);
      const key = await s.keyCaller();
      const viaKey = await s.inject({ method: 'PATCH', url, headers: key.headers, payload: { title: 'x' } });
      expect(viaKey.statusCode).toBe(404);
    });

    it('ends sessions after 30 days without use, renews them on use, and on logout', async () => {
      const s = get();
      const web = await s.sessionCaller();
      s.clock.advance(2 * 24 * 3600);
      const renewed = await s.inject({ method: 'GET', url: '/api/v2/me', headers: { cookie: web.cookie } });
      expect(renewed.statusCode).toBe(200);
      expect(renewed.cookies.find((c) => c.name === 'skyplan_session')).toBeTruthy();
      s.clock.advance(29 * 24 * 3600);
      expect((await s.inject({ method: 'GET', url: '/api/v2/me', headers: { cookie: web.cookie } })).statusCode).toBe(200);
      s.clock.advance(30 * 24 * 3600 + 1);
      const expired = await s.inject({ method: 'GET', url: '/api/v2/me', headers: { cookie: web.cookie } });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error.code).toBe('UNAUTHENTICATED');

      const other = await s.sessionCaller();
      const noCsrf = await s.inject({ method: 'POST', url: '/api/v2/auth/logout', headers: { cookie: other.cookie } });
      expect(noCsrf.statusCode).toBe(403);
      const out = await s.inject({ method: 'POST', url: '/api/v2/auth/logout', headers: other.headers });
      expect(out.statusCode).toBe(204);
      expect((await s.inject({ method: 'GET', url: '/api/v2/auth/session', headers: { cookie: other.cookie } })).statusCode).toBe(401);
    });

    it('keys: missing → 401 UNAUTHENTICATED, unknown or revoked → 401 INVALID_API_KEY, web-only routes refuse keys', async () => {
      const s = get();
      expect((await s.inject({ method: 'GET', url: '/api/v2/me' })).json().error.code).toBe('UNAUTHENTICATED');
      const bogus = await s.inject({ method: 'GET', url: '/api/v2/me', headers: { authorization: `Bearer skp_live_${'a'.repeat(43)}` } });
      expect(bogus.statusCode).toBe(401);
      expect(bogus.json().error.code).toBe('INVALID_API_KEY');
      const key = await s.keyCaller();
      expect((await s.inject({ method: 'GET', url: '/api/v2/me', headers: key.headers })).json()).toMatchObject({ auth_method: 'key', scopes: ['diagrams:read', 'diagrams:write'] });
      expect((await s.inject({ method: 'GET', url: '/api/v2/auth/session', headers: key.headers })).statusCode).toBe(403);
      await s.services.db.updateTable('api_keys').set({ revoked_at: s.clock.now() }).where('account_id', '=', key.accountId).execute();
      expect((await s.inject({ method: 'GET', url: '/api/v2/me', headers: key.headers })).json().error.code).toBe('INVALID_API_KEY');
    });

    it("never lets a session or key of account A read account B's diagram (404, as if unknown)", async () => {
      const s = get();
      const b = await s.keyCaller();
      const { diagram } = await createDiagramRow(s.services, b.accountId, { title: 'B private' });
      const aKey = await s.keyCaller();
      const aWeb = await s.sessionCaller();
      for (const headers of [aKey.headers, aWeb.headers]) {
        for (const url of [`/api/v2/diagrams/${diagram.id}`, `/api/v2/diagrams/${diagram.id}/versions`, `/api/v2/diagrams/${diagram.id}/warnings`, `/api/v2/diagrams/${diagram.id}/export`]) {
          const res = await s.inject({ method: 'GET', url, headers });
          expect(res.statusCode, url).toBe(404);
          expect(res.json().error.code).toBe('NOT_FOUND');
        }
        const del = await s.inject({ method: 'DELETE', url: `/api/v2/diagrams/${diagram.id}`, headers });
        expect(del.statusCode).toBe(404);
      }
      expect((await s.inject({ method: 'GET', url: `/api/v2/diagrams/${diagram.id}`, headers: b.headers })).statusCode).toBe(200);
    });
  },
  { services: { rateLimits: { ...GENEROUS_LIMITS, loginPerEmail: 5, loginPerIp: 10 } } },
);
