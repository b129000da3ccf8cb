import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.js';
import { createDatabase, DataDirBusyError, type Database } from '../db/index.js';
import { lockDataDir } from '../db/dir-lock.js';
import { runViaSocket, startAdminSocket } from './socket.js';

describe('the embedded database has one owner; the admin CLI goes through it', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyplan-admin-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  let database: Database | null = null;
  let socket: { close(): Promise<void> } | null = null;
  afterAll(async () => {
    await socket?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second opener while the first holds the directory, and serves admin commands for it', async () => {
    database = await createDatabase({ pgliteDir });
    await expect(createDatabase({ pgliteDir })).rejects.toBeInstanceOf(DataDirBusyError);
    socket = await startAdminSocket(dataDir, { db: database.db, clock: systemClock });
    expect(fs.statSync(path.join(dataDir, 'admin.sock')).mode & 0o777).toBe(0o600);
    const reply = await runViaSocket(dataDir, ['create-key', '--email', 'owner@example.test']);
    expect(reply?.code).toBe(0);
    expect(reply?.out).toEqual([expect.stringMatching(/^skp_live_[A-Za-z0-9_-]{32,}$/)]);
    const keys = await database.db.selectFrom('api_keys').innerJoin('accounts', 'accounts.id', 'api_keys.account_id').select('accounts.email').execute();
    expect(keys).toEqual([{ email: 'owner@example.test' }]);
    const bad = await runViaSocket(dataDir, ['set-credits', '--email', 'owner@example.test']);
    expect(bad?.code).not.toBe(0);
    expect(bad?.err.join('\n')).toMatch(/--credits/);
  });

  it('answers null when no server listens', async () => {
    expect(await runViaSocket(fs.mkdtempSync(path.join(os.tmpdir(), 'skyplan-none-')), ['usage'])).toBeNull();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyplan-stale-'));
    fs.writeFileSync(path.join(dir, 'owner.json'), JSON.stringify({ pid: 2 ** 22 + 12345 }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'owner.json'), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(path.join(dir, 'owner.json'))).toBe(false);
  });
});
