import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { installErrorHandling } from '../http/errors.js';
import { clientRoutesPlugin } from './clients.js';

/** A dist/clients folder as scripts/build-clients.mjs writes it, with two small archives. */
function clientsDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyplan-clients-'));
  fs.mkdirSync(path.join(dir, 'files'));
  const entry = (file: string, kind: string, latest: string | null, bytes: Buffer) => {
    fs.writeFileSync(path.join(dir, 'files', file), bytes);
    if (latest) fs.writeFileSync(path.join(dir, 'files', latest), bytes);
    return { kind, name: 'skyplan-client', version: '9.8.7', file, latest, sha256: crypto.createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
  };
  const clients = [entry('skyplan-client-9.8.7.tgz', 'npm', 'skyplan-latest.tgz', Buffer.from('npm archive')), entry('skyplan_client-9.8.7-py3-none-any.whl', 'python-wheel', null, Buffer.from('wheel archive'))];
  fs.writeFileSync(path.join(dir, 'index.json'), JSON.stringify({ version: '9.8.7', clients }));
  return dir;
}

async function appWith(dir: string | undefined, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  installErrorHandling(app, () => null);
  clientRoutesPlugin(app, { dir, config: loadConfig(env) });
  await app.ready();
  return app;
}

describe('GET /clients/*', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith(clientsDir());
  });
  afterAll(() => app.close());

  it('lists each client with its checksum and the commands for the address it was asked at', async () => {
    const res = await app.inject({ method: 'GET', url: '/clients/index.json', headers: { host: 'skyplan.lan:8443' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.version).toBe('9.8.7');
    expect(body.api_base).toBe('http://skyplan.lan:8443/api/v2');
    expect(body.clients[0]).toMatchObject({ kind: 'npm', file: 'skyplan-client-9.8.7.tgz', url: 'http://skyplan.lan:8443/clients/skyplan-client-9.8.7.tgz', latest_url: 'http://skyplan.lan:8443/clients/skyplan-latest.tgz' });
    expect(body.clients[0].sha256).toBe(crypto.createHash('sha256').update('npm archive').digest('hex'));
    expect(body.commands).toEqual({
      mcp_install: 'npx -y -p http://skyplan.lan:8443/clients/skyplan-latest.tgz skyplan-mcp install',
      mcp_login: 'npx -y -p http://skyplan.lan:8443/clients/skyplan-latest.tgz skyplan-mcp login --email you@example.com',
      mcp_run: 'npx -y -p http://skyplan.lan:8443/clients/skyplan-latest.tgz skyplan-mcp',
      sdk_ts: 'npm install http://skyplan.lan:8443/clients/skyplan-latest.tgz',
      sdk_python: 'pip install --upgrade http://skyplan.lan:8443/clients/skyplan-latest.tar.gz',
    });
  });

  it('serves a file under its own and its latest name, revalidated by its checksum', async () => {
    const latest = await app.inject({ method: 'GET', url: '/clients/skyplan-latest.tgz' });
    expect(latest.statusCode).toBe(200);
    expect(latest.body).toBe('npm archive');
    expect(latest.headers['content-type']).toBe('application/gzip');
    expect(latest.headers['content-disposition']).toBe('attachment; filename="skyplan-client-9.8.7.tgz"');
    expect(latest.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({ method: 'GET', url: '/clients/skyplan-client-9.8.7.tgz', headers: { 'if-none-match': latest.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('offers a link page with hashes (pip --find-links) and refuses unknown names', async () => {
    const page = await app.inject({ method: 'GET', url: '/clients/' });
    expect(page.body).toContain(`href="skyplan_client-9.8.7-py3-none-any.whl#sha256=${crypto.createHash('sha256').update('wheel archive').digest('hex')}"`);
    const unknown = await app.inject({ method: 'GET', url: '/clients/..%2Findex.json' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toContain('/clients/index.json lists them');
  });

  it('says how to build them when the server has none', async () => {
    const bare = await appWith(undefined);
    const res = await bare.inject({ method: 'GET', url: '/clients/index.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toContain('npm run build');
    await bare.close();
  });
});
