import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { requestOrigin } from './origin.js';

async function originFor(env: Record<string, string>, host: string): Promise<string> {
  const app = Fastify();
  const config = loadConfig({ ...env });
  app.get('/o', async (req) => requestOrigin(req, config));
  const res = await app.inject({ method: 'GET', url: '/o', headers: { host } });
  await app.close();
  return res.body;
}

describe('requestOrigin', () => {
  it('is PUBLIC_URL when set, whatever Host the request carries', async () => {
    expect(await originFor({ PUBLIC_URL: 'https://diagrams.example.org/' }, 'other.example:81')).toBe('https://diagrams.example.org');
  });

  it('is the scheme and Host the request came with otherwise', async () => {
    expect(await originFor({}, 'skyplan.internal:9443')).toBe('http://skyplan.internal:9443');
    expect(await originFor({}, '[::1]:8080')).toBe('http://[::1]:8080');
  });

  it('falls back to localhost:PORT for a Host that is not a host name', async () => {
    expect(await originFor({ PORT: '8123' }, 'evil.example/"><script>')).toBe('http://localhost:8123');
  });
});
