/**
 * Node-only parts of the Skyplan SDK (`skyplan/sdk/node`): the device-flow login that opens a
 * browser, the shared credential file, and a client that finds its key by itself.
 *
 * @example
 * import { login, createNodeClient } from 'skyplan/sdk/node';
 * await login({ email: 'me@example.com' });            // once per machine
 * const skyplan = createNodeClient();                   // key: SKYPLAN_API_KEY or the credential file
 * console.log((await skyplan.me.get()).email);
 */
import { createClient, type SkyplanClient } from '../client.js';
import { nodeClientOptions, type NodeClientOptions } from './resolve.js';

export { login, whoami, logout, type LoginOptions, type LoginResult } from './login.js';
export {
  readCredentials,
  writeCredentials,
  deleteCredentials,
  credentialsFromToken,
  defaultCredentialsPath,
  normalizeBaseUrl,
  type Credentials,
} from './credentials.js';
export { installedFromBase } from './installed-from.js';
export { resolveApiKey, nodeClientOptions, defaultNodeBaseUrl, NODE_MISSING_KEY_HINT, type NodeClientOptions, type KeySource } from './resolve.js';
export { openBrowser, type Opener } from './open-browser.js';

/**
 * A client whose key is resolved per request: `apiKey` if given, else SKYPLAN_API_KEY, else
 * `~/.skyplan/credentials.json` when its base_url matches. Base URL: the option, else
 * SKYPLAN_API_BASE, else http://localhost:8080/api/v2.
 */
export function createNodeClient(options: NodeClientOptions = {}): SkyplanClient {
  return createClient(nodeClientOptions(options));
}
