import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { outboxNow, signInByApi, test, expect, uniqueEmail, waitForMail } from './journey-fixtures.js';

/**
 * A new user on a fresh machine, following the README: a temporary HOME with an empty npm cache and
 * a new Python venv, the README's install commands run as written (with this server's address and
 * a real e-mail address in place of the two placeholders), a device sign-in for each client with
 * the code e-mailed over SMTP, and generate → warnings → export with each client.
 */
const ORIGIN = () => `http://127.0.0.1:${process.env.SKYPLAN_E2E_PORT}`;
const mailedDeviceCode = /^\s{4}([A-Z0-9]{4}-[A-Z0-9]{4})\s*$/m;
const PROMPT = 'Three-tier web app on AWS with an ALB, two EC2 instances and RDS';

/** The README's install commands (the block after the client-install-commands marker). */
function readmeCommands(): string[] {
  const readme = fs.readFileSync(path.join(import.meta.dirname, '..', 'README.md'), 'utf8');
  const after = readme.slice(readme.indexOf('<!-- client-install-commands'));
  const block = /```sh\n([\s\S]*?)```/.exec(after)![1]!;
  return block
    .split('\n')
    .map((l) => l.replace(/\s+#.*$/, '').trim())
    .filter(Boolean);
}

interface Machine {
  home: string;
  work: string;
  env: NodeJS.ProcessEnv;
}

function freshMachine(): Machine {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'skyplan-e2e-home-'));
  const work = path.join(home, 'project');
  fs.mkdirSync(work);
  const venv = path.join(home, 'venv');
  const made = spawnSync('python3', ['-m', 'venv', venv], { encoding: 'utf8' });
  expect(made.status, made.stderr).toBe(0);
  const env: NodeJS.ProcessEnv = {
    PATH: `${path.join(venv, 'bin')}:${process.env.PATH}`,
    HOME: home,
    npm_config_cache: path.join(home, '.npm'),
    npm_config_update_notifier: 'false',
    PIP_NO_CACHE_DIR: '1',
    PIP_DISABLE_PIP_VERSION_CHECK: '1',
    BROWSER: 'true', // nothing to open here: the person's browser is Playwright's
    LANG: 'C.UTF-8',
  };
  return { home, work, env };
}

function run(m: Machine, command: string): { status: number | null; out: string } {
  const r = spawnSync('bash', ['-c', command], { cwd: m.work, env: m.env, encoding: 'utf8', timeout: 180_000 });
  return { status: r.status, out: `${r.stdout}\n${r.stderr}` };
}

/** Starts a sign-in command and approves it on the /device page as the person would. */
async function signInWith(m: Machine, command: string, email: string, browser: Browser): Promise<string> {
  const account = await signInByApi(email);
  const seen = outboxNow();
  const child: ChildProcess = spawn('bash', ['-c', command], { cwd: m.work, env: m.env });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const ended = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    const code = (await waitForMail(email, seen, mailedDeviceCode, 60_000))[1]!;
    const context = await browser.newContext({ storageState: account.storageState });
    const page = await context.newPage();
    await page.goto(`${ORIGIN()}/device`);
    await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(code);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Approved');
    await context.close();
    expect(await ended, out).toBe(0);
    return out;
  } finally {
    child.kill();
  }
}

test('installs the MCP server and both SDKs from the server as the README says; each signs in and draws, reviews and exports', async ({ browser }) => {
  test.setTimeout(600_000);
  const m = freshMachine();
  const email = uniqueEmail('clients');
  const commands = readmeCommands();
  expect(commands[0]).toMatch(/^SKYPLAN=/);
  m.env.SKYPLAN = ORIGIN();
  const asWritten = commands.slice(1).map((c) => c.replaceAll('you@example.com', email));
  const [mcpInstall, mcpLogin, npmInstall, pipInstall, pyLogin] = asWritten as [string, string, string, string, string];

  // The MCP server: its configuration names this server's tarball; sign in; the agent path.
  const install = run(m, mcpInstall);
  expect(install.status, install.out).toBe(0);
  const config = JSON.parse(install.out.slice(install.out.indexOf('{'), install.out.indexOf('\n}') + 2)) as { mcpServers: { skyplan: { command: string; args: string[]; env?: Record<string, string> } } };
  expect(config.mcpServers.skyplan.args).toEqual(['-y', '-p', `${ORIGIN()}/clients/skyplan-latest.tgz`, 'skyplan-mcp']);
  expect(await signInWith(m, mcpLogin, email, browser)).toContain(`Signed in to ${ORIGIN()}/api/v2 as ${email}`);
  const server = config.mcpServers.skyplan;
  const mcp = new Client({ name: 'e2e-assistant', version: '1.0.0' });
  await mcp.connect(new StdioClientTransport({ command: server.command, args: server.args, env: { ...(m.env as Record<string, string>), ...server.env }, cwd: m.work, stderr: 'ignore' }));
  try {
    const textOf = (r: Awaited<ReturnType<Client['callTool']>>) => (r.content as { type: string; text?: string }[]).map((c) => c.text ?? '').join('\n');
    const generated = textOf(await mcp.callTool({ name: 'generate_diagram', arguments: { prompt: PROMPT, cloud_provider: 'aws' } }));
    const id = /id: ([0-9a-f-]{36})/.exec(generated)![1]!;
    expect(textOf(await mcp.callTool({ name: 'get_warnings', arguments: { diagram_id: id } }))).toMatch(/warning|No warnings/i);
    expect(textOf(await mcp.callTool({ name: 'export_diagram', arguments: { diagram_id: id, format: 'svg' } }))).toContain('<svg');
  } finally {
    await mcp.close();
  }

  // The TypeScript SDK in a project: installed from the server, it talks to that server by itself.
  const npm = run(m, npmInstall);
  expect(npm.status, npm.out).toBe(0);
  const pkg = JSON.parse(fs.readFileSync(path.join(m.work, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  expect(pkg.dependencies['skyplan-client']).toBe(`${ORIGIN()}/clients/skyplan-latest.tgz`);
  fs.writeFileSync(
    path.join(m.work, 'agent.mjs'),
    [
      "import { login, createNodeClient } from 'skyplan-client/sdk/node';",
      'await login({ email: process.argv[2], print: (l) => console.log(l) });',
      'const skyplan = createNodeClient();',
      `const d = await skyplan.diagrams.generate({ prompt: ${JSON.stringify(PROMPT)}, cloud_provider: 'aws' });`,
      'const warnings = await skyplan.diagrams.warnings(d.id);',
      "const svg = await skyplan.diagrams.export(d.id, { format: 'svg' });",
      "console.log(JSON.stringify({ id: d.id, warnings: warnings.length, svg: svg.startsWith('<svg') || svg.includes('<svg') }));",
    ].join('\n'),
  );
  const tsOut = await signInWith(m, `node agent.mjs ${email}`, email, browser);
  expect(JSON.parse(tsOut.trim().split('\n').pop()!)).toMatchObject({ svg: true });

  // The Python SDK in a fresh venv: no package index needed; `skyplan login` knows its server.
  const pip = run(m, pipInstall);
  expect(pip.status, pip.out).toBe(0);
  expect(await signInWith(m, pyLogin, email, browser)).toContain(`Signed in to ${ORIGIN()}/api/v2`);
  fs.writeFileSync(
    path.join(m.work, 'agent.py'),
    [
      'import json, skyplan',
      'client = skyplan.Client()',
      `d = client.diagrams.generate(${JSON.stringify(PROMPT)}, cloud_provider="aws")`,
      'warnings = client.diagrams.warnings(d["id"])',
      'svg = client.diagrams.export(d["id"], format="svg")',
      'print(json.dumps({"id": d["id"], "warnings": len(warnings), "svg": "<svg" in svg}))',
    ].join('\n'),
  );
  const py = run(m, 'python agent.py');
  expect(py.status, py.out).toBe(0);
  expect(JSON.parse(py.out.trim().split('\n').filter((l) => l.startsWith('{')).pop()!)).toMatchObject({ svg: true });

  // An old client is told a command that, run as given, installs a client this server accepts.
  const old = await fetch(`${ORIGIN()}/api/v2/me`, { headers: { 'X-Skyplan-Client': 'sdk-python/0.0.1' } });
  expect(old.status).toBe(426);
  const told = ((await old.json()) as { error: { details: { update_command: string } } }).error.details.update_command;
  expect(told).toBe(`pip install --upgrade ${ORIGIN()}/clients/skyplan-latest.tar.gz`);
  const update = run(m, told);
  expect(update.status, update.out).toBe(0);
  const version = run(m, 'python -c "import skyplan; print(skyplan.__version__)"').out.trim();
  const key = (JSON.parse(fs.readFileSync(path.join(m.home, '.skyplan', 'credentials.json'), 'utf8')) as { api_key: string }).api_key;
  const accepted = await fetch(`${ORIGIN()}/api/v2/me`, { headers: { 'X-Skyplan-Client': `sdk-python/${version}`, Authorization: `Bearer ${key}` } });
  expect(accepted.status).toBe(200);
  fs.rmSync(m.home, { recursive: true, force: true });
});

test('the Use from code page shows the commands for this server, reached from the account menu', async ({ browser, account }) => {
  const context = await browser.newContext({ storageState: account.storageState });
  const page = await context.newPage();
  await page.goto(`${ORIGIN()}/`);
  await page.getByRole('button', { name: account.email }).click();
  await page.getByRole('menuitem', { name: 'Use from code' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Use from code and from your AI assistant');
  await expect(page.getByLabel('Print the MCP configuration')).toHaveText(`npx -y -p ${ORIGIN()}/clients/skyplan-latest.tgz skyplan-mcp install`);
  await expect(page.getByLabel('Sign in once (a code is e-mailed to you)')).toContainText(`login --email ${account.email}`);
  await expect(page.getByLabel('Install the Python SDK')).toHaveText(`pip install --upgrade ${ORIGIN()}/clients/skyplan-latest.tar.gz`);
  const tarball = page.getByRole('link', { name: /^skyplan-client-.*\.tgz$/ });
  const response = await page.request.get((await tarball.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  await context.close();
});
