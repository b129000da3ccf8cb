import { expect, it } from 'vitest';
import { runAdmin } from '../../admin/commands.js';
import { loadConfig } from '../../config.js';
import { rateLimitsOf } from '../../limits/index.js';
import { describeOnDatabases } from '../../testing/server.js';

it('reads the rate limits from the environment: numbers, or unlimited; documented defaults otherwise', () => {
  expect(rateLimitsOf(loadConfig({}))).toEqual({ live: 60, test: 20, session: 60, loginPerEmail: 5, loginPerIp: 30 });
  const set = rateLimitsOf(loadConfig({ SKYPLAN_RATE_LIMIT_LIVE: 'unlimited', SKYPLAN_RATE_LIMIT_TEST: '5', SKYPLAN_LOGIN_LIMIT_PER_IP: '100' }));
  expect(set).toMatchObject({ live: Infinity, test: 5, loginPerIp: 100 });
  expect(() => loadConfig({ SKYPLAN_RATE_LIMIT_SESSION: 'lots' })).toThrow(/SKYPLAN_RATE_LIMIT_SESSION/);
});

await describeOnDatabases('rate limits the operator sets per plan', (get) => {
  it('`admin set-rate-limit` changes a plan’s limit for one kind of key, applied by the server; unlimited means unlimited', async () => {
    const s = get();
    const out: string[] = [];
    const admin = (...argv: string[]) => runAdmin(argv, { db: s.services.db, clock: s.clock, out: (l) => out.push(l), err: (l) => out.push(l) });
    const c = await s.keyCaller(undefined, { plan: 'pro' });
    const me = () => s.inject({ method: 'GET', url: '/api/v2/me', headers: c.headers });
    expect(await admin('set-rate-limit', '--plan', 'pro', '--kind', 'live', '--per-minute', '3')).toBe(0);
    s.clock.advance(61); // a fresh minute, and past the servers' 10 s refresh
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await me()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await me()).json().error.message).toContain('3 requests per minute');

    expect(await admin('set-rate-limit', '--plan', 'pro', '--kind', 'live', '--per-minute', 'unlimited')).toBe(0);
    s.clock.advance(11);
    for (let i = 0; i < 20; i++) expect((await me()).statusCode).toBe(200);
    expect(await admin('rate-limits')).toBe(0);
    expect(out.join('\n')).toMatch(/pro\s+live\s+unlimited/);

    expect(await admin('set-rate-limit', '--plan', 'gold', '--kind', 'live', '--per-minute', '3')).not.toBe(0);
    expect(await admin('set-rate-limit', '--plan', 'pro', '--kind', 'live', '--per-minute', '0')).not.toBe(0);
    expect(await admin('set-rate-limit', '--plan', 'pro', '--kind', 'live', '--per-minute', 'default')).toBe(0);
  });
});
