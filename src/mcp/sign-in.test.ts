import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sleep } from '../sdk/index.js';
import { createNodeClient, login, readCredentials } from '../sdk/node/index.js';
import { startLiveServer, uniqueEmail, type LiveServer } from '../sdk/testing/live-server.js';
import { parseArgs, runCommand, type ParsedArgs } from './commands.js';
import { connectMcp } from './testing/mcp-client.js';

/**
 * Signing in from the MCP server: the in-tool link (device flow without e-mail), the CLI login
 * (e-mailed code over real SMTP), and one credential file shared with the SDK in both directions.
 */
let live: LiveServer;
let dir: string;
let n = 0;

beforeAll(async () => {
  live = await startLiveServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyplan-mcp-signin-'));
});
afterAll(async () => {
  await live?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Polls move the server clock by the interval and take a little real time. */
const pollSleep: Sleep = async (ms) => {
  live.server.clock.advance(ms / 1000);
  await new Promise((resolve) => setTimeout(resolve, 25));
};
const freshFile = () => path.join(dir, `home-${n++}`, '.skyplan', 'credentials.json');
const userCodeIn = (text: string) => /device\?code=([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(text)?.[1];

function cliIo(file: string) {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => void out.push(l), err: (l: string) => void err.push(l), env: {}, credentialsPath: file, open: false as const, sleep: pollSleep } };
}
const cli = (argv: string[]) => parseArgs(argv) as ParsedArgs;

describe('MCP sign-in', () => {
  it('answers a tool call without a key with a sign-in link, saves the key once approved, and the next call works', async () => {
    const file = freshFile();
    const mcp = await connectMcp({ baseUrl: live.baseUrl, env: {}, credentialsPath: file, sleep: pollSleep, deviceName: 'assistant-box' });
    try {
      const first = await mcp.call('whoami');
      expect(first.isError).toBe(true);
      const code = userCodeIn(first.text)!;
      expect(first.text).toContain(`Open http://skyplan.test/device?code=${code}`);
      expect(first.text).toContain(`shows the code ${code}`);
      expect(userCodeIn((await mcp.call('list_diagrams')).text)).toBe(code); // one sign-in at a time

      const web = await live.webSession();
      const info = await live.server.inject({ method: 'GET', url: `/api/v2/oauth/device/info?code=${code}`, headers: web.headers });
      expect(info.json()).toMatchObject({ client_id: 'mcp', device_name: 'assistant-box', status: 'pending' });
      expect(await live.decide(web, code)).toBe(200);
      expect(await mcp.context.signIn.settled()).toBeNull();

      const stored = await readCredentials(live.baseUrl, file);
      expect(stored).toMatchObject({ version: 1, livemode: true, auth_method: 'device', base_url: live.baseUrl });
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const me = await mcp.call('whoami');
      expect(me.isError).toBe(false);
      expect(me.text).toContain(`email: ${web.email}`);
      // The SDK reads the file the MCP server wrote.
      expect((await createNodeClient({ baseUrl: live.baseUrl, credentialsPath: file, env: {} }).me.get()).email).toBe(web.email);
    } finally {
      await mcp.close();
    }
  });

  it('reports a denied sign-in on the next call, with a fresh link', async () => {
    const mcp = await connectMcp({ baseUrl: live.baseUrl, env: {}, credentialsPath: freshFile(), sleep: pollSleep });
    try {
      const code = userCodeIn((await mcp.call('get_usage')).text)!;
      const web = await live.webSession();
      expect(await live.decide(web, code, false)).toBe(200);
      expect(await mcp.context.signIn.settled()).toMatch(/denied/);
      const again = await mcp.call('get_usage');
      expect(again.text).toMatch(/^The previous sign-in ended: The sign-in was denied/);
      expect(userCodeIn(again.text)).not.toBe(code);
    } finally {
      await mcp.close();
    }
  });

  it('offers a new sign-in when the key stops working (401)', async () => {
    const mcp = await connectMcp({ baseUrl: live.baseUrl, env: { SKYPLAN_API_KEY: `skp_live_${'q'.repeat(43)}` }, credentialsPath: freshFile(), sleep: pollSleep });
    try {
      const answer = await mcp.call('list_diagrams');
      expect(answer.isError).toBe(true);
      expect(answer.text).toMatch(/^Your Skyplan key is no longer valid \(revoked or expired; request_id: req_\w+\)/);
      expect(userCodeIn(answer.text)).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    } finally {
      await mcp.close();
    }
  });

  it('CLI: login e-mails a code and writes the file the SDK uses; whoami; logout', async () => {
    const file = freshFile();
    const email = uniqueEmail('mcp-cli');
    const web = await live.webSession(email);
    const { out, err, io } = cliIo(file);
    const before = live.server.smtp.received.length;
    const approve = (async () => {
      const code = await live.deviceCodeFor(email, before);
      expect(await live.decide(web, code)).toBe(200);
    })();
    const [code] = await Promise.all([runCommand(cli(['login', '--email', email, '--base-url', `${live.baseUrl}/`]), io), approve]);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out.join('\n')).toContain(`We emailed a sign-in code to ${email}`);
    expect(out.at(-1)).toBe(`Signed in to ${live.baseUrl} as ${email} (free plan). Your MCP client can use Skyplan now.`);
    const key = (await readCredentials(live.baseUrl, file))!.api_key;
    const row = await live.server.services.db.selectFrom('api_keys').select(['client_id']).where('prefix', '=', key.slice(0, 13)).executeTakeFirstOrThrow();
    expect(row.client_id).toBe('mcp');
    expect((await createNodeClient({ baseUrl: live.baseUrl, credentialsPath: file, env: {} }).me.get()).email).toBe(email);

    const who = cliIo(file);
    expect(await runCommand(cli(['whoami', '--base-url', live.baseUrl]), who.io)).toBe(0);
    expect(who.out.join('\n')).toContain(`email: ${email}`);
    const bye = cliIo(file);
    expect(await runCommand(cli(['logout']), bye.io)).toBe(0);
    expect(bye.out[0]).toMatch(/^Signed out/);
    const gone = cliIo(file);
    expect(await runCommand(cli(['whoami', '--base-url', live.baseUrl]), gone.io)).toBe(1);
    expect(gone.err[0]).toBe(`Not signed in to ${live.baseUrl}. Run: npx -y -p ${live.baseUrl.replace('/api/v2', '')}/clients/skyplan-latest.tgz skyplan-mcp login`);
  });

  it('uses a key the SDK login wrote', async () => {
    const file = freshFile();
    const email = uniqueEmail('sdk-to-mcp');
    const web = await live.webSession(email);
    const before = live.server.smtp.received.length;
    await Promise.all([
      login({ baseUrl: live.baseUrl, email, credentialsPath: file, env: {}, open: false, print: () => undefined, sleep: pollSleep }),
      (async () => expect(await live.decide(web, await live.deviceCodeFor(email, before))).toBe(200))(),
    ]);
    const mcp = await connectMcp({ baseUrl: `${live.baseUrl}/`, env: {}, credentialsPath: file });
    try {
      expect((await mcp.call('whoami')).text).toContain(`email: ${email}`);
    } finally {
      await mcp.close();
    }
  });

  it('CLI: install prints client configs that run the MCP server the Skyplan server serves; bad arguments are refused', async () => {
    const { out, io } = cliIo(freshFile());
    expect(await runCommand(cli(['install', '--base-url', 'https://skyplan.example.com/api/v2']), io)).toBe(0);
    const text = out.join('\n');
    const first = JSON.parse(text.slice(text.indexOf('{'), text.indexOf('\n}') + 2));
    expect(first).toEqual({ mcpServers: { skyplan: { command: 'npx', args: ['-y', '-p', 'https://skyplan.example.com/clients/skyplan-latest.tgz', 'skyplan-mcp'], env: { SKYPLAN_API_BASE: 'https://skyplan.example.com/api/v2' } } } });
    expect(text).toContain('claude mcp add skyplan -e SKYPLAN_API_BASE=https://skyplan.example.com/api/v2 -- npx -y -p https://skyplan.example.com/clients/skyplan-latest.tgz skyplan-mcp');
    expect(parseArgs(['frobnicate'])).toMatch(/^Unknown argument "frobnicate"/);
    expect(parseArgs(['login', '--test', '--email=a@b.c'])).toEqual({ command: 'login', test: true, email: 'a@b.c' });
    const noEmail = cliIo(freshFile());
    expect(await runCommand(cli(['login', '--base-url', live.baseUrl]), { ...noEmail.io })).toBe(1);
    expect(noEmail.err[0]).toMatch(/^Give your e-mail address/);
  });
});
