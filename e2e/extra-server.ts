import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A second real Skyplan server for the journeys that need other settings than the shared one
 * (a short device-code lifetime, say): the same built server and SMTP capture
 * (scripts/e2e-server.mjs), its own port and data directory.
 */
export interface ExtraServer {
  baseUrl: string;
  /** Where its SMTP server drops the mail it sends. */
  inbox: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export async function startExtraServer(env: Record<string, string>): Promise<ExtraServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyplan-e2e-extra-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SKYPLAN_DATA_DIR: dataDir, SKYPLAN_LOG_LEVEL: 'warn', SKYPLAN_SEED_LIBRARY: 'false', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the extra server exited (${child.exitCode}):\n${output.join('')}`);
    const up = await fetch(`${baseUrl}/healthz`).then((r) => r.ok, () => false);
    if (up) return { baseUrl, inbox: path.join(dataDir, 'smtp-inbox'), stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the extra server did not answer /healthz:\n${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
