import { DEFAULT_BASE_URL } from '../sdk/version.js';
import { NPX_ARGS } from './version.js';

/**
 * What `skyplan-mcp install` prints: the configuration each MCP client needs. It always runs
 * `npx -y -p skyplan@latest skyplan-mcp` (the `skyplan` package's `skyplan-mcp` command), so clients pick up new versions instead of a stale cached copy.
 */
export function installText(baseUrl: string): string {
  const env = baseUrl === DEFAULT_BASE_URL ? {} : { SKYPLAN_API_BASE: baseUrl };
  const server = { command: 'npx', args: [...NPX_ARGS], ...(Object.keys(env).length ? { env } : {}) };
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  const envFlag = Object.entries(env)
    .map(([k, v]) => `-e ${k}=${v} `)
    .join('');
  return [
    'Claude Desktop (Settings → Developer → Edit Config: claude_desktop_config.json), Cursor (~/.cursor/mcp.json), Windsurf and most other clients:',
    json({ mcpServers: { skyplan: server } }),
    '',
    'VS Code (.vscode/mcp.json):',
    json({ servers: { skyplan: { type: 'stdio', ...server } } }),
    '',
    'Claude Code:',
    `  claude mcp add skyplan ${envFlag}-- npx ${NPX_ARGS.join(' ')}`,
    '',
    `Then sign in once: npx ${NPX_ARGS.join(' ')} login --email you@example.com`,
    '(or just use a tool: its answer carries a sign-in link).',
  ].join('\n');
}
