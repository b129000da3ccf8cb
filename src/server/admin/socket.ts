import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { DB } from '../db/schema.js';
import { runAdmin } from './commands.js';

/**
 * The admin CLI's way in while a server holds the embedded database: the server answers admin
 * commands on a Unix socket in its data directory (mode 0600, so only the local owner can use
 * it), running them with its own database connection.
 */
export const adminSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), 'admin.sock');

interface AdminReply {
  code: number;
  out: string[];
  err: string[];
}

export async function startAdminSocket(dataDir: string, deps: { db: Kysely<DB>; clock: Clock }): Promise<{ close(): Promise<void> }> {
  const socket = adminSocketPath(dataDir);
  fs.rmSync(socket, { force: true });
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      void (async () => {
        const reply: AdminReply = { code: 1, out: [], err: [] };
        try {
          const { argv } = JSON.parse(body) as { argv: string[] };
          reply.code = await runAdmin(argv, { ...deps, out: (l) => reply.out.push(l), err: (l) => reply.err.push(l) });
        } catch (err) {
          reply.err.push(`Error: ${(err as Error).message}`);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  fs.chmodSync(socket, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socket, { force: true });
      }),
  };
}

/** Sends one admin command to the server that holds the database; null when none listens. */
export function runViaSocket(dataDir: string, argv: string[]): Promise<AdminReply | null> {
  const socketPath = adminSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const req = http.request({ socketPath, path: '/admin', method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        try {
          resolve(JSON.parse(text) as AdminReply);
        } catch {
          resolve(null);
        }
      });
    });
    req.on('error', () => resolve(null));
    req.end(JSON.stringify({ argv }));
  });
}
