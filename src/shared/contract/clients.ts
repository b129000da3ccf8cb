/**
 * Skyplan's clients are served by the Skyplan server itself (`<server>/clients/…`), always the
 * server's own version, and never installed by a bare name from a public registry: the names
 * inside the packages are ours (`skyplan-client` on npm and PyPI were free when chosen), but
 * nothing tells a person to fetch them from npm or PyPI. docs/adr/0010-served-clients.md.
 */

/** The package names inside the served archives. */
export const CLIENT_PACKAGES = { npm: 'skyplan-client', python: 'skyplan-client' } as const;

/** Files every server serves under /clients/ (the newest version under a fixed name). */
export const CLIENT_FILES = {
  /** npm tarball: the TypeScript SDK and the MCP server (`skyplan-mcp`). */
  npm: 'skyplan-latest.tgz',
  /** Python source distribution: installs with pip and no package index. */
  python: 'skyplan-latest.tar.gz',
} as const;

/** The server's origin from an API base such as `https://skyplan.example.com/api/v2`. */
export function serverOrigin(apiBase: string): string {
  return apiBase.replace(/\/+$/, '').replace(/\/api\/v\d+$/, '');
}

export interface ClientCommands {
  /** `<origin>/clients/skyplan-latest.tgz` */
  npmTarball: string;
  /** `<origin>/clients/skyplan-latest.tar.gz` */
  pythonSdist: string;
  /** npx's arguments that run the server's current MCP server. */
  mcpArgs: readonly string[];
  /** `npx -y -p <tarball> skyplan-mcp`: runs (and so updates) the MCP server. */
  mcp: string;
  /** Installs (or updates) the TypeScript SDK in a project. */
  sdkTs: string;
  /** Installs (or updates) the Python SDK. */
  sdkPython: string;
}

/** The commands that install and update each client from the server at `origin`. */
export function clientCommands(origin: string): ClientCommands {
  const base = serverOrigin(origin);
  const npmTarball = `${base}/clients/${CLIENT_FILES.npm}`;
  const pythonSdist = `${base}/clients/${CLIENT_FILES.python}`;
  const mcpArgs = ['-y', '-p', npmTarball, 'skyplan-mcp'] as const;
  return {
    npmTarball,
    pythonSdist,
    mcpArgs,
    mcp: `npx ${mcpArgs.join(' ')}`,
    sdkTs: `npm install ${npmTarball}`,
    sdkPython: `pip install --upgrade ${pythonSdist}`,
  };
}
