import { HEADERS } from '../shared/contract/headers.js';
import type { RouteDef } from '../shared/contract/route.js';
import { SkyplanApiError, withUpdateHint } from './errors.js';
import { call, DEFAULT_TIMEOUT_MS, type CallInput } from './http.js';
import { DEFAULT_RETRY, realSleep, withRetries, type CallKind, type RetryPolicy, type Sleep } from './retry.js';
import { DEFAULT_BASE_URL, sdkUpdateCommand, SDK_VERSION } from './version.js';

/** Returns the API key to use now (read per request, so a new login takes effect at once). */
export type ApiKeyProvider = () => string | undefined | null | Promise<string | undefined | null>;

/** How a client reaches the API. Every field is optional. */
export interface ClientOptions {
  /** API base, default `http://localhost:8080/api/v2`; trailing slashes are ignored. */
  baseUrl?: string;
  /** `skp_live_…`/`skp_test_…`, or a function returning the key per request. */
  apiKey?: string | ApiKeyProvider;
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
  /** Per-attempt timeout; default 180 s. */
  timeoutMs?: number;
  /** Retry delays and limits (API.md §5); tests shorten them. */
  retry?: Partial<RetryPolicy>;
  /** How to wait between retries and polls (tests pass one that does not really wait). */
  sleep?: Sleep;
  /** Told before each retry wait. */
  onRetry?: (info: { attempt: number; delayMs: number; error: SkyplanApiError }) => void;
  /** Sent as `X-Skyplan-Client`; default `sdk-ts/<version>`. Other Skyplan clients set their own. */
  client?: string;
  /** Named in "update your client" when the server answers 426; default `npm install <server>/clients/skyplan-latest.tgz` for this client's server. */
  updateCommand?: string;
  /** What to tell a person who has no key yet. */
  missingKeyHint?: string;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
}

/** Options of one call. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** Extra headers for this call only. */
  headers?: Record<string, string>;
  /** This call's timeout per attempt. */
  timeoutMs?: number;
}

/** Options of a billable call: the Idempotency-Key (default: a fresh UUIDv4 per call). */
export interface BillableOptions extends RequestOptions {
  idempotencyKey?: string;
}

export const DEFAULT_MISSING_KEY_HINT = 'Pass apiKey to createClient(), or set SKYPLAN_API_KEY, or run login() from skyplan/sdk/node.';

/** Sends contract calls with the client's credentials, headers, timeouts and retry rules. */
export class Requester {
  readonly baseUrl: string;
  readonly policy: RetryPolicy;
  readonly sleep: Sleep;
  constructor(readonly options: ClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.policy = { ...DEFAULT_RETRY, ...options.retry };
    this.sleep = options.sleep ?? realSleep;
  }

  private async apiKey(route: RouteDef): Promise<string | undefined> {
    if (route.auth === 'none') return undefined;
    const { apiKey } = this.options;
    const key = typeof apiKey === 'function' ? await apiKey() : apiKey;
    if (!key) throw new SkyplanApiError(0, 'NO_API_KEY', `No Skyplan API key. ${this.options.missingKeyHint ?? DEFAULT_MISSING_KEY_HINT}`);
    return key;
  }

  /**
   * One operation with its retries. A billable call gets its Idempotency-Key once, before the first
   * attempt, and every retry repeats it.
   */
  async send<T>(route: RouteDef, kind: CallKind, input: CallInput = {}, options: BillableOptions = {}): Promise<T> {
    const headers: Record<string, string> = { ...this.options.headers, ...input.headers, ...options.headers };
    const key = kind === 'billable' ? (options.idempotencyKey ?? crypto.randomUUID()) : options.idempotencyKey;
    if (key) headers[HEADERS.idempotencyKey] = key;
    try {
      return await withRetries(
        async () =>
          call<T>(
            {
              baseUrl: this.baseUrl,
              apiKey: await this.apiKey(route),
              client: this.options.client ?? `sdk-ts/${SDK_VERSION}`,
              fetch: this.options.fetch,
              timeoutMs: options.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
            },
            route,
            { ...input, headers, signal: options.signal },
          ),
        kind,
        { policy: this.policy, sleep: this.sleep, signal: options.signal, onRetry: this.options.onRetry },
      );
    } catch (err) {
      throw withUpdateHint(err, this.options.updateCommand ?? sdkUpdateCommand(this.baseUrl));
    }
  }
}
