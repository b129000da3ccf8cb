import { clientCommands } from '../shared/contract/clients.js';

/** The MCP server's version; sent as `X-Skyplan-Client: mcp/<version>`. Keep in step with package.json. */
export const MCP_VERSION = '0.1.0';

/**
 * How people run (and so update) the MCP server of the Skyplan at `baseUrl`: npx with the
 * tarball that server serves (`<server>/clients/skyplan-latest.tgz`), so an assistant always runs
 * the server's current client, never an old cached copy or a package of the same name elsewhere.
 */
export const npxArgs = (baseUrl: string): readonly string[] => clientCommands(baseUrl).mcpArgs;
export const updateCommand = (baseUrl: string): string => clientCommands(baseUrl).mcp;
export const loginCommand = (baseUrl: string): string => `${updateCommand(baseUrl)} login`;
