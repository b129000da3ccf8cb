import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { publicUrl } from '../context.js';

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * This server's origin as people reach it: PUBLIC_URL when set, else the scheme and Host the
 * request came with (a malformed Host falls back to http://localhost:PORT).
 */
export function requestOrigin(req: FastifyRequest, config: Config): string {
  if (config.PUBLIC_URL) return publicUrl(config);
  const host = req.host;
  return HOST.test(host) ? `${req.protocol}://${host}` : publicUrl(config);
}
