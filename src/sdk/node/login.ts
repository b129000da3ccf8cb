import os from 'node:os';
import { EmailSchema } from '../../shared/contract/auth.js';
import type { DeviceCodeRequest } from '../../shared/contract/device.js';
import type { MeOut } from '../../shared/contract/me.js';
import { confirmDeviceKey, requestDeviceCode, waitForDeviceToken } from '../device.js';
import { createMeApi } from '../account.js';
import { SkyplanApiError } from '../errors.js';
import { Requester, type ClientOptions } from '../request.js';
import { credentialsFromToken, defaultCredentialsPath, deleteCredentials, writeCredentials } from './credentials.js';
import { openBrowser, type Opener } from './open-browser.js';
import { nodeClientOptions, resolveApiKey, type NodeClientOptions } from './resolve.js';

/** Options of login(). */
export interface LoginOptions extends Omit<NodeClientOptions, 'apiKey'> {
  /** The address to e-mail the one-time code to; default SKYPLAN_LOGIN_EMAIL. */
  email?: string;
  /** Mint a `skp_test_` key (same account and credits, lower rate limit). */
  test?: boolean;
  /** Shown on the consent page and in the key list; default the host name. */
  deviceName?: string;
  /** Which client is signing in; the MCP server passes `mcp`. */
  clientId?: DeviceCodeRequest['client_id'];
  /** How to open the page; false: only print it. Default: the system browser. */
  open?: Opener | false;
  /** Where progress lines go; default stderr. */
  print?: (line: string) => void;
  signal?: AbortSignal;
}

export interface LoginResult {
  apiKey: string;
  livemode: boolean;
  scope: string;
  baseUrl: string;
  credentialsPath: string;
  /** Keys of earlier logins of this device the server revoked (null if confirm failed). */
  revoked: number | null;
}

const TEST_KEY_NOTE = 'Test keys act on your real account and charge the same credits as live keys; only their rate limit is lower.';

function loginEmail(options: LoginOptions): string {
  const raw = options.email ?? (options.env ?? process.env).SKYPLAN_LOGIN_EMAIL;
  if (!raw) throw new Error('login needs your e-mail address: pass { email } or set SKYPLAN_LOGIN_EMAIL. A one-time code is sent there.');
  const parsed = EmailSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`"${raw}" is not an e-mail address. Give the address of your Skyplan account.`);
  return parsed.data;
}

/**
 * Signs in with the device flow: e-mails a one-time code, opens the sign-in page, waits for
 * Approve, writes `~/.skyplan/credentials.json` (0600, atomically), then confirms so the server
 * revokes this device's previous key. Throws DeviceLoginError when denied, expired, or at 25 keys.
 */
export async function login(options: LoginOptions = {}): Promise<LoginResult> {
  const email = loginEmail(options);
  const print = options.print ?? ((line: string) => process.stderr.write(`${line}\n`));
  const requester = new Requester(nodeClientOptions(options));
  const clientId = options.clientId ?? 'sdk-ts';
  const grant = await requestDeviceCode(
    requester,
    { client_id: clientId, livemode: !options.test, device_name: options.deviceName ?? os.hostname(), email },
    options.signal,
  );
  const page = grant.verification_uri || `${requester.baseUrl.replace(/\/api\/v\d+$/, '')}/device`;
  print(`We emailed a sign-in code to ${email}.`);
  print(`Open ${page}, sign in as ${email}, type the code and click Approve.`);
  if (options.test) print(TEST_KEY_NOTE);
  if (options.open !== false) await Promise.resolve((options.open ?? openBrowser)(page)).catch(() => undefined);
  const token = await waitForDeviceToken(requester, { grant, clientId, signal: options.signal });
  const file = await writeCredentials(credentialsFromToken(token, requester.baseUrl), options.credentialsPath ?? defaultCredentialsPath());
  const revoked = await confirmDeviceKey(requester, token.access_token);
  print(`Signed in${token.livemode ? '' : ' with a test key'}. Key saved to ${file}.`);
  return { apiKey: token.access_token, livemode: token.livemode, scope: token.scope, baseUrl: requester.baseUrl, credentialsPath: file, revoked };
}

/** Who the resolved key belongs to (explicit key > SKYPLAN_API_KEY > the credential file). */
export async function whoami(options: NodeClientOptions = {}): Promise<MeOut> {
  const clientOptions: ClientOptions = nodeClientOptions(options);
  const resolved = await resolveApiKey(options, clientOptions.baseUrl!);
  if (!resolved) throw new SkyplanApiError(0, 'NO_API_KEY', `Not signed in to ${clientOptions.baseUrl}. ${clientOptions.missingKeyHint}`);
  return createMeApi(new Requester({ ...clientOptions, apiKey: resolved.key })).get();
}

/** Forgets the stored key (deletes the credential file); true when there was one. */
export function logout(options: { credentialsPath?: string } = {}): Promise<boolean> {
  return deleteCredentials(options.credentialsPath ?? defaultCredentialsPath());
}
