import { DEFAULT_BASE_URL } from '../sdk/version.js';
import { npxArgs } from './version.js';

/**
 * What `skyplan-mcp install` prints: the configuration each MCP client needs. It always runs
 * `npx -y -p <server>/clients/skyplan-latest.tgz skyplan-mcp`: the MCP server the Skyplan server
 * itself serves, so clients pick up each new version instead of a stale cached copy.
 */
export function installText(baseUrl: string): string {
  const env = baseUrl === DEFAULT_BASE_URL ? {} : { SKYPLAN_API_BASE: baseUrl };
  const args = npxArgs(baseUrl);
  const server = { command: 'npx', args: [...args], ...(Object.keys(env).length ? { env } : {}) };
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
    `  claude mcp add skyplan ${envFlag}-- npx ${args.join(' ')}`,
    '',
    `Then sign in once: npx ${args.join(' ')} login --email you@example.com`,
    '(or just use a tool: its answer carries a sign-in link).',
  ].join('\n');
}
