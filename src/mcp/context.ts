import os from 'node:os';
import { createClient, type RetryPolicy, type SkyplanClient, type Sleep } from '../sdk/index.js';
import { defaultCredentialsPath, defaultNodeBaseUrl, nodeClientOptions } from '../sdk/node/index.js';
import { SignIn } from './sign-in.js';
import { loginCommand, MCP_VERSION, updateCommand } from './version.js';

/** How the MCP server reaches Skyplan; everything is optional (tests shorten the waits). */
export interface McpOptions {
  /** Default: SKYPLAN_API_BASE, else the server this client was installed from, else http://localhost:8080/api/v2. */
  baseUrl?: string;
  /** Default: ~/.skyplan/credentials.json. */
  credentialsPath?: string;
  /** Default: process.env (SKYPLAN_API_KEY, SKYPLAN_API_BASE). */
  env?: Record<string, string | undefined>;
  fetch?: typeof fetch;
  /** How to wait between retries and polls. */
  sleep?: Sleep;
  retry?: Partial<RetryPolicy>;
  timeoutMs?: number;
  /** Re-layout status polling; default 1.5 s. */
  relayoutPollMs?: number;
  /** Shown on the consent page; default the host name. */
  deviceName?: string;
}

/** What every tool shares: where the API is, how to find the key, and the in-tool sign-in. */
export class McpContext {
  readonly baseUrl: string;
  readonly credentialsPath: string;
  readonly env: Record<string, string | undefined>;
  readonly signIn: SignIn;
  constructor(readonly options: McpOptions = {}) {
    this.env = options.env ?? process.env;
    this.baseUrl = defaultNodeBaseUrl(options.baseUrl, this.env);
    this.credentialsPath = options.credentialsPath ?? defaultCredentialsPath();
    this.signIn = new SignIn(this);
  }

  /**
   * A client for one tool call. The key is looked up per request (SKYPLAN_API_KEY, else the
   * credential file for this base URL), so a sign-in takes effect without a restart.
   */
  client(tool: string | null): SkyplanClient {
    return createClient(this.clientOptions(tool));
  }

  clientOptions(tool: string | null) {
    return nodeClientOptions({
      baseUrl: this.baseUrl,
      credentialsPath: this.credentialsPath,
      env: this.env,
      fetch: this.options.fetch,
      sleep: this.options.sleep,
      retry: this.options.retry,
      timeoutMs: this.options.timeoutMs,
      client: `mcp/${MCP_VERSION}`,
      updateCommand: updateCommand(this.baseUrl),
      missingKeyHint: `Sign in: ${loginCommand(this.baseUrl)}`,
      headers: { 'User-Agent': `skyplan-mcp/${MCP_VERSION}`, ...(tool ? { 'X-Diagrams-Tool': tool } : {}) },
    });
  }

  get deviceName(): string {
    return this.options.deviceName ?? os.hostname();
  }
}
