import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Requester, requestDeviceCode, waitForDeviceToken, type DeviceCodeResponse } from '../sdk/index.js';
import { credentialsFromToken, writeCredentials } from '../sdk/node/index.js';
import type { McpContext } from './context.js';
import { failure } from './results.js';
import { loginCommand } from './version.js';

interface Pending {
  grant: DeviceCodeResponse;
  expiresAt: number;
  done: Promise<void>;
}

/**
 * Sign-in from inside a tool call (no terminal, e.g. Claude Desktop): a device login without
 * e-mail. The tool answer shows the page link and the code to compare; a background poll writes
 * the credential file once the person approves, and the next tool call just works.
 */
export class SignIn {
  private pending: Pending | null = null;
  private lastOutcome: string | null = null;
  constructor(private readonly ctx: McpContext) {}

  /** The tool answer for a call made without a working key; starts (or reuses) a sign-in. */
  async prompt(reason: string): Promise<CallToolResult> {
    const previous = this.lastOutcome;
    this.lastOutcome = null;
    let pending = this.pending && Date.now() < this.pending.expiresAt ? this.pending : null;
    if (!pending) {
      try {
        pending = await this.start();
      } catch (err) {
        return failure(`${reason} Starting a sign-in failed (${(err as Error).message}). Sign in from a terminal instead: ${loginCommand(this.ctx.baseUrl)}`);
      }
    }
    if (!pending) return failure(`${reason} Sign in from a terminal: ${loginCommand(this.ctx.baseUrl)}`);
    const { grant } = pending;
    return failure(
      [
        previous ? `The previous sign-in ended: ${previous}` : '',
        `${reason} To connect this assistant to Skyplan (${this.ctx.baseUrl}):`,
        `1. Open ${grant.verification_uri_complete ?? grant.verification_uri}`,
        `2. Check that the page shows the code ${grant.user_code}, sign in (new users can sign up there), and click Approve.`,
        '3. Call this tool again: the key is saved automatically.',
        `(Or sign in from a terminal: ${loginCommand(this.ctx.baseUrl)})`,
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }

  /** Resolves when the background poll has ended (tests wait on it). */
  async settled(): Promise<string | null> {
    await this.pending?.done;
    return this.lastOutcome;
  }

  private async start(): Promise<Pending | null> {
    const requester = new Requester(this.ctx.clientOptions(null));
    const grant = await requestDeviceCode(requester, { client_id: 'mcp', livemode: true, device_name: this.ctx.deviceName });
    // Without a user_code the person could not check what they approve: fall back to the terminal.
    if (!grant.device_code || !grant.user_code) return null;
    const done = waitForDeviceToken(requester, { grant, clientId: 'mcp' })
      .then(async (token) => {
        await writeCredentials(credentialsFromToken(token, this.ctx.baseUrl), this.ctx.credentialsPath);
        this.lastOutcome = null;
      })
      .catch((err: unknown) => {
        this.lastOutcome = err instanceof Error ? err.message : String(err);
      })
      .finally(() => {
        if (this.pending?.grant === grant) this.pending = null;
      });
    const pending = { grant, expiresAt: Date.now() + grant.expires_in * 1000, done };
    this.pending = pending;
    return pending;
  }
}
