import type { RouteDef } from '../shared/contract/route.js';
import { SkyplanApiError, errorFromResponse } from './errors.js';

export interface TransportOptions {
  /** API base, e.g. `https://skyplan.example.com/api/v2`, or `/api/v2` in the browser. */
  baseUrl: string;
  apiKey?: string;
  /** `<client>/<semver>` sent as X-Skyplan-Client, e.g. `web/0.1.0`. */
  client?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Browser only: send the session cookie. */
  credentials?: 'include' | 'omit' | 'same-origin';
  headers?: Record<string, string>;
}

export interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** How to read a success body; JSON by default. */
  as?: 'json' | 'text' | 'blob' | 'response';
}

export const DEFAULT_TIMEOUT_MS = 180_000;

/** Query encoding the API expects: null/undefined/'' left out, arrays as repeated keys. */
export function encodeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

export function buildPath(route: RouteDef, params: Record<string, string> = {}): string {
  return route.path.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${route.id}`);
    return encodeURIComponent(value);
  });
}

/** Sends one request of the contract and returns its success body; errors throw SkyplanApiError. */
export async function call<T>(opts: TransportOptions, route: RouteDef, input: CallInput = {}): Promise<T> {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}${buildPath(route, input.params)}${encodeQuery(input.query)}`;
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers, ...input.headers };
  if (opts.apiKey) headers.Authorization = `Bearer ${opts.apiKey}`;
  if (opts.client) headers['X-Skyplan-Client'] = opts.client;
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await (opts.fetch ?? fetch)(url, {
      method: route.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      credentials: opts.credentials,
      signal,
    });
  } catch (err) {
    if (timeout.aborted) throw new SkyplanApiError(0, 'TIMEOUT', `No answer from ${opts.baseUrl} within ${opts.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms.`);
    if (input.signal?.aborted) throw err;
    throw new SkyplanApiError(0, 'CONNECTION_ERROR', `Could not reach ${opts.baseUrl}: ${(err as Error).message}`);
  }
  if (!res.ok) throw await errorFromResponse(res);
  switch (input.as ?? 'json') {
    case 'response':
      return res as T;
    case 'text':
      return (await res.text()) as T;
    case 'blob':
      return (await res.blob()) as T;
    default:
      return (res.status === 204 ? undefined : await res.json()) as T;
  }
}
