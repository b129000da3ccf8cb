import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/index.js';
import { KEY_PATTERN, hashKey } from '../auth/keys.js';
import { repoRoot } from '../paths.js';
import { ManualClock } from '../testing/clock.js';
import { runAdmin } from './commands.js';

const run = promisify(execFile);

function io(db: Database['db']) {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { db, clock: new ManualClock(), out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

describe('admin CLI', () => {
  it('`npm run admin -- create-key --email E` prints only the new key, creating the account', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyplan-admin-'));
    try {
      const env = { ...process.env, SKYPLAN_DATA_DIR: dataDir, DATABASE_URL: '' };
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/server/admin/cli.ts', 'create-key', '--email', 'Ops@Example.test', '--plan', 'pro'], { cwd: repoRoot(), env });
      const key = stdout.trim();
      expect(stdout).toBe(`${key}\n`);
      expect(key).toMatch(KEY_PATTERN);
      expect(key.startsWith('skp_live_')).toBe(true);
      const { db, close } = await createDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      const row = await db.selectFrom('api_keys').innerJoin('accounts', 'accounts.id', 'api_keys.account_id').select(['accounts.email', 'accounts.plan', 'api_keys.key_hash']).executeTakeFirstOrThrow();
      await close();
      expect(row).toEqual({ email: 'ops@example.test', plan: 'pro', key_hash: hashKey(key) });
      const help = await run(process.execPath, ['--import', 'tsx', 'src/server/admin/cli.ts', '--help'], { cwd: repoRoot(), env });
      expect(help.stdout).toContain('create-key');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  describe('commands', () => {
    let database: Database;
    beforeAll(async () => {
      database = await createDatabase();
    });
    afterAll(() => database.close());

    it('create-user, set-plan, set-credits, keys and usage, with clear errors', async () => {
      const t = io(database.db);
      expect(await runAdmin(['create-user', '--email', 'a@example.test'], t.io)).toBe(0);
      expect(t.out.pop()).toMatch(/^Created: a@example.test \(free, 50 credits\)/);
      expect(await runAdmin(['set-plan', '--email', 'a@example.test', '--plan', 'pro'], t.io)).toBe(0);
      expect(t.out.pop()).toBe('a@example.test is on pro: 1000 credits');
      expect(await runAdmin(['set-credits', '--email', 'a@example.test', '--credits', '7'], t.io)).toBe(0);
      expect(await runAdmin(['set-plan', '--email', 'a@example.test', '--plan', 'free', '--monthly-credits=-1'], t.io)).toBe(0);
      expect(t.out.pop()).toBe('a@example.test is on free: unlimited');
      expect(await runAdmin(['set-credits', '--email', 'a@example.test', '--credits', '3'], t.io)).toBe(1);
      expect(t.err.pop()).toMatch(/unlimited plan/);
      expect(await runAdmin(['create-key', '--email', 'a@example.test', '--test', '--read-only'], t.io)).toBe(0);
      const key = t.out.pop()!;
      expect(key.startsWith('skp_test_')).toBe(true);
      expect(await runAdmin(['list-keys', '--email', 'a@example.test'], t.io)).toBe(0);
      const listed = t.out.pop()!;
      expect(listed).toContain(key.slice(0, 13));
      expect(listed).toContain('active');
      expect(await runAdmin(['revoke-key', '--email', 'a@example.test', '--key', key.slice(0, 13)], t.io)).toBe(0);
      expect(await runAdmin(['revoke-key', '--email', 'a@example.test', '--key', key.slice(0, 13)], t.io)).toBe(1);
      expect(t.err.pop()).toMatch(/No active key/);
      expect(await runAdmin(['usage', '--email', 'a@example.test'], t.io)).toBe(0);
      expect(t.out.join('\n')).toMatch(/monthly_reset|addon/);
      expect(await runAdmin(['usage', '--email', 'nobody@example.test'], t.io)).toBe(1);
      expect(t.err.pop()).toMatch(/create-user --email nobody@example.test/);
      expect(await runAdmin(['set-plan', '--email', 'a@example.test', '--plan', 'gold'], t.io)).toBe(1);
      expect(t.err.pop()).toMatch(/Unknown plan "gold"/);
      expect(await runAdmin(['set-credits', '--email', 'a@example.test'], t.io)).toBe(1);
      expect(t.err.pop()).toMatch(/needs --credits/);
      expect(await runAdmin(['frobnicate'], t.io)).toBe(2);
      expect(await runAdmin(['usage', '--bogus'], t.io)).toBe(2);
    });
  });
});
