/** The Skyplan MCP server (`skyplan-mcp`): tools over the TypeScript SDK, stdio by default. */
export { createSkyplanMcpServer, TOOLS } from './server.js';
export { McpContext, type McpOptions } from './context.js';
export { parseArgs, runCommand, type CliIo, type ParsedArgs } from './commands.js';
export { installText } from './install.js';
export { MCP_VERSION, updateCommand, loginCommand, npxArgs } from './version.js';
