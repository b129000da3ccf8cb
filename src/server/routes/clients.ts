import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientCommands } from '../../shared/contract/clients.js';
import type { Config } from '../config.js';
import { ApiError } from '../http/api-error.js';
import { requestOrigin } from '../http/origin.js';

interface ClientFile {
  kind: 'npm' | 'python-sdist' | 'python-wheel';
  name: string;
  version: string;
  file: string;
  latest: string | null;
  sha256: string;
  size: number;
}
interface ClientIndex {
  version: string;
  clients: ClientFile[];
}

const TYPES: Record<ClientFile['kind'], string> = {
  npm: 'application/gzip',
  'python-sdist': 'application/gzip',
  'python-wheel': 'application/zip',
};

function readIndex(dir: string | undefined): ClientIndex | null {
  if (!dir) return null;
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8')) as ClientIndex;
  } catch {
    return null;
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The clients this server hands out (built by scripts/build-clients.mjs into dist/clients):
 * `GET /clients/index.json` (names, versions, sha256, the install commands for this server),
 * `GET /clients/<file>` (also under the stable names skyplan-latest.tgz / skyplan-latest.tar.gz),
 * and `GET /clients/` (a link page with hashes, usable as pip's --find-links). Free and public.
 */
export function clientRoutesPlugin(app: FastifyInstance, opts: { dir?: string; config: Config }): void {
  const index = readIndex(opts.dir);
  const byName = new Map<string, ClientFile>();
  for (const c of index?.clients ?? []) {
    byName.set(c.file, c);
    if (c.latest) byName.set(c.latest, c);
  }
  const notBuilt = () => new ApiError('NOT_FOUND', 'This server has no client packages: they are built by `npm run build` (or `npm start`) into dist/clients.');

  app.get('/clients/index.json', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!index) throw notBuilt();
    const origin = requestOrigin(req, opts.config);
    const commands = clientCommands(origin);
    reply.header('Cache-Control', 'no-cache');
    return {
      version: index.version,
      api_base: `${origin}/api/v2`,
      clients: index.clients.map((c) => ({ ...c, url: `${origin}/clients/${c.file}`, latest_url: c.latest ? `${origin}/clients/${c.latest}` : null })),
      commands: {
        mcp_install: `${commands.mcp} install`,
        mcp_login: `${commands.mcp} login --email you@example.com`,
        mcp_run: commands.mcp,
        sdk_ts: commands.sdkTs,
        sdk_python: commands.sdkPython,
      },
    };
  });

  app.get('/clients/', async (req, reply) => {
    if (!index) throw notBuilt();
    const links = index.clients.map((c) => `<a href="${escapeHtml(c.file)}#sha256=${c.sha256}">${escapeHtml(c.file)}</a><br>`).join('\n');
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(`<!doctype html>\n<html><head><meta charset="utf-8"><title>Skyplan clients ${escapeHtml(index.version)}</title></head><body>\n${links}\n</body></html>\n`);
  });

  app.get<{ Params: { file: string } }>('/clients/:file', async (req, reply) => {
    const entry = byName.get(req.params.file);
    if (!entry || !opts.dir) {
      if (!index) throw notBuilt();
      throw new ApiError('NOT_FOUND', `No client file named "${req.params.file}". GET /clients/index.json lists them.`);
    }
    const etag = `"${entry.sha256}"`;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag).header('X-Content-Type-Options', 'nosniff');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply
      .type(TYPES[entry.kind])
      .header('Content-Disposition', `attachment; filename="${entry.file}"`)
      .send(fs.createReadStream(path.join(opts.dir, 'files', entry.file)));
  });
}
