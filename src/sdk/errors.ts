/**
 * An error answer from the Skyplan API (the house envelope), or a transport failure with a
 * client-local code (`TIMEOUT`, `CONNECTION_ERROR`, `HTTP_<status>`, `NO_API_KEY`,
 * `RELAYOUT_FAILED`).
 */
export class SkyplanApiError extends Error {
  override name = 'SkyplanApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId: string | null = null,
    readonly details: Record<string, unknown> | null = null,
    /** The `Retry-After` header in seconds, when the answer had one. */
    readonly retryAfterHeader: number | null = null,
  ) {
    super(message);
  }

  /** Where to buy more credits, on 402 QUOTA_EXCEEDED. */
  get upgradeUrl(): string | null {
    const url = this.details?.upgrade_url;
    return typeof url === 'string' ? url : null;
  }

  /** Seconds to wait before retrying, on 429 RATE_LIMITED: the body's `retry_after`, else the header. */
  get retryAfter(): number | null {
    const seconds = this.details?.retry_after;
    return typeof seconds === 'number' ? seconds : this.retryAfterHeader;
  }
}

/** `Retry-After: <seconds>` as a number, or null (dates and junk are ignored). */
function retryAfterOf(res: Response): number | null {
  const value = res.headers.get('retry-after');
  if (!value || !/^\d+(\.\d+)?$/.test(value.trim())) return null;
  const seconds = Number(value);
  return seconds > 0 ? seconds : null;
}

/** Reads an error response into a SkyplanApiError, whatever its body looks like. */
export async function errorFromResponse(res: Response): Promise<SkyplanApiError> {
  const requestId = res.headers.get('x-request-id');
  const retryAfter = retryAfterOf(res);
  const text = await res.text().catch(() => '');
  try {
    const json = JSON.parse(text) as { error?: { code?: string; message?: string; request_id?: string; details?: Record<string, unknown> } | string };
    if (json.error && typeof json.error === 'object') {
      return new SkyplanApiError(
        res.status,
        json.error.code ?? `HTTP_${res.status}`,
        json.error.message ?? res.statusText,
        requestId ?? json.error.request_id ?? null,
        json.error.details ?? null,
        retryAfter,
      );
    }
    if (typeof json.error === 'string') return new SkyplanApiError(res.status, json.error, json.error, requestId, null, retryAfter);
  } catch {
    // not JSON: a proxy's HTML page, for example
  }
  return new SkyplanApiError(res.status, `HTTP_${res.status}`, text.slice(0, 300) || res.statusText, requestId, null, retryAfter);
}

/**
 * True when the work may have happened (API.md §5): a timeout, a lost connection, 502/503/504, or
 * 409 (the same Idempotency-Key still running). Billable calls retry these with the same key.
 */
export function isAmbiguous(err: unknown): boolean {
  if (!(err instanceof SkyplanApiError)) return false;
  if (err.code === 'TIMEOUT' || err.code === 'CONNECTION_ERROR' || err.code === 'IDEMPOTENCY_IN_PROGRESS') return true;
  // A 409 that names a definite conflict (the warning is gone, a newer version exists, the key
  // limit is reached) will answer the same way however often it is asked: not worth a retry.
  if (err.status === 409) return !DEFINITE_CONFLICTS.has(err.code);
  return err.status === 502 || err.status === 503 || err.status === 504;
}

const DEFINITE_CONFLICTS = new Set(['WARNING_NOT_FOUND', 'VERSION_CONFLICT', 'CONFLICT', 'KEY_LIMIT_REACHED']);

/**
 * 426 CLIENT_OUTDATED in the words a person acts on: update the client, with the exact command.
 * Other errors pass through unchanged.
 */
export function withUpdateHint(err: unknown, updateCommand: string): unknown {
  if (!(err instanceof SkyplanApiError) || err.code !== 'CLIENT_OUTDATED') return err;
  const message = `Update your client: run \`${updateCommand}\`. (${err.message})`;
  return new SkyplanApiError(err.status, err.code, message, err.requestId, { ...err.details, update_command: updateCommand }, err.retryAfterHeader);
}
