import type { ClientOptions } from '../request.js';
import { DEFAULT_BASE_URL, SDK_VERSION } from '../version.js';
import { defaultCredentialsPath, normalizeBaseUrl, readCredentials } from './credentials.js';
import { installedFromBase } from './installed-from.js';

/** Client options plus where Node finds credentials. */
export interface NodeClientOptions extends ClientOptions {
  /** The credential file; default `~/.skyplan/credentials.json`. */
  credentialsPath?: string;
  /** Environment to read SKYPLAN_API_KEY / SKYPLAN_API_BASE from; default process.env. */
  env?: Record<string, string | undefined>;
}

export const NODE_MISSING_KEY_HINT =
  'Sign in once with login() from skyplan/sdk/node (it writes ~/.skyplan/credentials.json), or set SKYPLAN_API_KEY, or pass apiKey.';

/** Where a key came from. */
export type KeySource = 'explicit' | 'env' | 'file';

/**
 * The key to use, in the order every Skyplan client uses: an explicit key, then
 * SKYPLAN_API_KEY, then the credential file when its base_url is this server's.
 */
export async function resolveApiKey(options: NodeClientOptions, baseUrl: string): Promise<{ key: string; source: KeySource } | null> {
  if (typeof options.apiKey === 'string' && options.apiKey) return { key: options.apiKey, source: 'explicit' };
  if (typeof options.apiKey === 'function') {
    const key = await options.apiKey();
    if (key) return { key, source: 'explicit' };
  }
  const fromEnv = (options.env ?? process.env).SKYPLAN_API_KEY;
  if (fromEnv) return { key: fromEnv, source: 'env' };
  const stored = await readCredentials(baseUrl, options.credentialsPath ?? defaultCredentialsPath());
  return stored ? { key: stored.api_key, source: 'file' } : null;
}

/**
 * The API base a Node client uses: the option, else SKYPLAN_API_BASE, else the Skyplan server the
 * client was installed from (its served tarball), else http://localhost:8080/api/v2.
 */
export function defaultNodeBaseUrl(explicit: string | undefined, env: Record<string, string | undefined>): string {
  return normalizeBaseUrl(explicit ?? env.SKYPLAN_API_BASE ?? installedFromBase() ?? DEFAULT_BASE_URL);
}

/**
 * ClientOptions for Node: base URL from the option or SKYPLAN_API_BASE, a User-Agent, and a key
 * provider that re-reads the credential file per request (a login takes effect at once).
 */
export function nodeClientOptions(options: NodeClientOptions): ClientOptions {
  const baseUrl = defaultNodeBaseUrl(options.baseUrl, options.env ?? process.env);
  return {
    ...options,
    baseUrl,
    apiKey: async () => (await resolveApiKey(options, baseUrl))?.key,
    missingKeyHint: options.missingKeyHint ?? NODE_MISSING_KEY_HINT,
    headers: { 'User-Agent': `skyplan-sdk-ts/${SDK_VERSION}`, ...options.headers },
  };
}
