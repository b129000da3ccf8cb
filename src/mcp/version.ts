/** The MCP server's version; sent as `X-Skyplan-Client: mcp/<version>`. Keep in step with package.json. */
export const MCP_VERSION = '0.1.0';

/** How people run (and update) the server: `@latest`, so an old cached copy is never reused. */
export const NPX_ARGS = ['-y', '-p', 'skyplan@latest', 'skyplan-mcp'] as const;
export const UPDATE_COMMAND = `npx ${NPX_ARGS.join(' ')}`;
export const LOGIN_COMMAND = `${UPDATE_COMMAND} login`;
