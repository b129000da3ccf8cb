import readline from 'node:readline/promises';
import { DeviceLoginError, SkyplanApiError, withUpdateHint } from '../sdk/index.js';
import { login, logout, whoami, type Opener } from '../sdk/node/index.js';
import type { Sleep } from '../sdk/retry.js';
import { McpContext } from './context.js';
import { meText } from './format.js';
import { installText } from './install.js';
import { loginCommand, MCP_VERSION, updateCommand } from './version.js';

/** Where a CLI run reads and writes; tests pass their own. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  env?: Record<string, string | undefined>;
  credentialsPath?: string;
  open?: Opener | false;
  sleep?: Sleep;
  /** Asks for the e-mail when none is given (default: a TTY prompt, when stdin is one). */
  ask?: (question: string) => Promise<string>;
}

const USAGE = `skyplan-mcp ${MCP_VERSION}: the Skyplan MCP server.
Usage:
  skyplan-mcp                       run the MCP server on stdio (what MCP clients start)
  skyplan-mcp login [--email you@example.com] [--test]   sign in (a code is e-mailed)
  skyplan-mcp whoami                show the signed-in account
  skyplan-mcp logout                forget the stored key
  skyplan-mcp install               print the configuration for Claude Desktop, Cursor, VS Code…
Options: --base-url <url> (default SKYPLAN_API_BASE or http://localhost:8080/api/v2)`;

export interface ParsedArgs {
  command: 'serve' | 'login' | 'whoami' | 'logout' | 'install' | 'help' | 'version';
  baseUrl?: string;
  email?: string;
  test: boolean;
}

export function parseArgs(argv: string[]): ParsedArgs | string {
  const parsed: ParsedArgs = { command: 'serve', test: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => argv[++i] ?? '';
    if (arg === '--base-url') parsed.baseUrl = value();
    else if (arg.startsWith('--base-url=')) parsed.baseUrl = arg.slice(11);
    else if (arg === '--email') parsed.email = value();
    else if (arg.startsWith('--email=')) parsed.email = arg.slice(8);
    else if (arg === '--test') parsed.test = true;
    else if (arg === '--help' || arg === '-h') parsed.command = 'help';
    else if (arg === '--version' || arg === '-v') parsed.command = 'version';
    else if (['login', 'whoami', 'logout', 'install', 'help'].includes(arg) && parsed.command === 'serve') parsed.command = arg as ParsedArgs['command'];
    else return `Unknown argument "${arg}".\n\n${USAGE}`;
  }
  return parsed;
}

async function askTty(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

function explain(err: unknown, baseUrl: string): string {
  const hinted = withUpdateHint(err, updateCommand(baseUrl));
  if (hinted instanceof DeviceLoginError) return hinted.message;
  if (hinted instanceof SkyplanApiError) return `${hinted.message}${hinted.requestId ? ` (request ${hinted.requestId})` : ''}`;
  return hinted instanceof Error ? hinted.message : String(hinted);
}

/** Runs one CLI command (not `serve`); returns the exit code. */
export async function runCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  const ctx = new McpContext({ baseUrl: args.baseUrl, env: io.env, credentialsPath: io.credentialsPath, sleep: io.sleep });
  try {
    switch (args.command) {
      case 'help':
        io.out(USAGE);
        return 0;
      case 'version':
        io.out(MCP_VERSION);
        return 0;
      case 'install':
        io.out(installText(ctx.baseUrl));
        return 0;
      case 'logout':
        io.out((await logout({ credentialsPath: ctx.credentialsPath })) ? `Signed out: removed ${ctx.credentialsPath}.` : 'You were not signed in.');
        return 0;
      case 'whoami': {
        const me = await whoami({ ...ctx.clientOptions(null), credentialsPath: ctx.credentialsPath, env: ctx.env });
        io.out(meText(me, ctx.baseUrl));
        return 0;
      }
      case 'login': {
        const email = args.email ?? ctx.env.SKYPLAN_LOGIN_EMAIL ?? (io.ask ? await io.ask('Your e-mail address: ') : process.stdin.isTTY ? await askTty('Your e-mail address: ') : undefined);
        if (!email) {
          io.err(`Give your e-mail address: ${loginCommand(ctx.baseUrl)} --email you@example.com (or set SKYPLAN_LOGIN_EMAIL).`);
          return 1;
        }
        const result = await login({ ...ctx.clientOptions(null), email, test: args.test, clientId: 'mcp', deviceName: ctx.deviceName, credentialsPath: ctx.credentialsPath, env: ctx.env, open: io.open, print: io.out });
        const me = await whoami({ ...ctx.clientOptions(null), apiKey: result.apiKey, env: ctx.env });
        io.out(`Signed in to ${ctx.baseUrl} as ${me.email} (${me.plan} plan). Your MCP client can use Skyplan now.`);
        return 0;
      }
      default:
        io.err(USAGE);
        return 1;
    }
  } catch (err) {
    const notSignedIn = err instanceof SkyplanApiError && (err.code === 'NO_API_KEY' || err.status === 401);
    io.err(notSignedIn ? `Not signed in to ${ctx.baseUrl}. Run: ${loginCommand(ctx.baseUrl)}` : explain(err, ctx.baseUrl));
    return 1;
  }
}
