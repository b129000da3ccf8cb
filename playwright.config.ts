import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromium } from 'playwright-core';

/**
 * End-to-end journeys against the real built server and the real embedded draw.io editor.
 * The server runs on a free port with a fresh data directory; the browser is Debian's
 * Chromium unless SKYPLAN_CHROMIUM names another.
 */
function findChromium(): string {
  const candidates = [process.env.SKYPLAN_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own here
  }
  const found = candidates.find((p): p is string => !!p && fs.existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the e2e tests. Install one: `sudo apt-get install -y chromium` (Debian/Ubuntu), ' +
        'or `npx playwright install chromium`, or set SKYPLAN_CHROMIUM=/path/to/chrome.',
    );
  }
  return found;
}

// Chosen once in the main process; workers inherit them through the environment.
process.env.SKYPLAN_E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
process.env.SKYPLAN_E2E_DATA ??= fs.mkdtempSync(path.join(os.tmpdir(), 'skyplan-e2e-'));
const port = Number(process.env.SKYPLAN_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  // Separate output folders let several e2e runs share one checkout.
  outputDir: process.env.SKYPLAN_E2E_OUTPUT ?? 'test-results',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    viewport: { width: 1280, height: 860 },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SKYPLAN_DATA_DIR: process.env.SKYPLAN_E2E_DATA,
      SKYPLAN_LOG_LEVEL: 'warn',
      // The journeys drive one session far faster than a person (first-view opens 20 diagrams in
      // about a minute); the limit itself is tested in src/server/limits and the auth routes.
      SKYPLAN_RATE_LIMIT_SESSION: '600',
      // Every journey signs in from 127.0.0.1, more than the 30 a network may in 15 minutes; the
      // sign-in throttles are tested in src/server/routes/auth.test.ts.
      SKYPLAN_LOGIN_LIMIT_PER_IP: '1000',
      // A CI machine busy with other jobs must not turn a journey's generate into a 503 "busy"
      // (the per-request deadline) or a budget refusal; both are tested in src/server/compute.
      SKYPLAN_WORK_DEADLINE_MS: '120000',
      SKYPLAN_COMPUTE_BUDGET_MS: '120000',
      NODE_ENV: 'test',
    },
  },
});
