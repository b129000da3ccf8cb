import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { outboxMailer } from '../mail/outbox.js';
import { startRuntime, type Runtime } from '../runtime.js';
import type { FastifyInstance } from 'fastify';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'skyplan-exposure-'));
let runtime: Runtime;
let app: FastifyInstance;

beforeAll(async () => {
  const appDir = path.join(tmp, 'app');
  fs.mkdirSync(path.join(appDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(appDir, 'index.html'), '<html><head></head><body>app</body></html>');
  fs.writeFileSync(path.join(appDir, 'assets', 'main.js'), 'console.log(1)\n//# sourceMappingURL=main.js.map');
  fs.writeFileSync(path.join(appDir, 'assets', 'main.js.map'), '{"sources":["src/secret.ts"]}');
  const config = loadConfig({ NODE_ENV: 'test', SKYPLAN_DATA_DIR: tmp, SKYPLAN_SEED_LIBRARY: 'false', SKYPLAN_JOB_WORKERS: '0' });
  runtime = await startRuntime(config, { inMemory: true });
  app = await createApp({ config, services: runtime.services, appDir, logger: false });
});
afterAll(async () => {
  await app.close();
  await runtime.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

it('serves the app but not its source maps; refusals carry the right error codes', async () => {
  expect((await app.inject({ method: 'GET', url: '/assets/main.js' })).statusCode).toBe(200);
  const map = await app.inject({ method: 'GET', url: '/assets/main.js.map' });
  expect(map.statusCode).toBe(404);
  expect(map.body).not.toContain('secret');
  expect(map.json().error.code).toBe('NOT_FOUND');
  // A path the file server refuses (a NUL in it) is a 403 FORBIDDEN, not a validation error.
  const refused = await app.inject({ method: 'GET', url: '/assets/%00.js' });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().error.code).toBe('FORBIDDEN');
});

it('keeps mailed sign-in codes readable by the server user only (0700 folder, 0600 files)', async () => {
  const dir = path.join(tmp, 'outbox');
  const mailer = outboxMailer(dir, 'Skyplan <a@b.c>', () => undefined);
  await mailer.send({ to: 'x@example.com', subject: 'code', text: '123456' });
  await mailer.close();
  expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  for (const f of fs.readdirSync(dir)) expect(fs.statSync(path.join(dir, f)).mode & 0o777).toBe(0o600);
});
