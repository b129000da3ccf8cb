#!/usr/bin/env node
/**
 * `skyplan-mcp`: without a command, the MCP server on stdio (stdout carries only the protocol);
 * `login`, `whoami`, `logout`, `install` for people in a terminal.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { parseArgs, runCommand } from './commands.js';
import { createSkyplanMcpServer } from './server.js';

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(args);
    return 2;
  }
  if (args.command !== 'serve') {
    return runCommand(args, { out: (line) => console.log(line), err: (line) => console.error(line) });
  }
  const { server } = createSkyplanMcpServer({ baseUrl: args.baseUrl });
  await server.connect(new StdioServerTransport());
  return -1;
}

main().then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
