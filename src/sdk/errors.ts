/**
 * An error answer from the Skyplan API (the house envelope), or a transport failure with a
 * client-local code (`TIMEOUT`, `CONNECTION_ERROR`, `HTTP_<status>`).
 */
export class SkyplanApiError extends Error {
  override name = 'SkyplanApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId: string | null = null,
    readonly details: Record<string, unknown> | null = null,
  ) {
    super(message);
  }

  /** Where to buy more credits, on 402 QUOTA_EXCEEDED. */
  get upgradeUrl(): string | null {
    const url = this.details?.upgrade_url;
    return typeof url === 'string' ? url : null;
  }

  /** Seconds to wait before retrying, on 429 RATE_LIMITED. */
  get retryAfter(): number | null {
    const seconds = this.details?.retry_after;
    return typeof seconds === 'number' ? seconds : null;
  }
}

/** Reads an error response into a SkyplanApiError, whatever its body looks like. */
export async function errorFromResponse(res: Response): Promise<SkyplanApiError> {
  const requestId = res.headers.get('x-request-id');
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
      );
    }
    if (typeof json.error === 'string') return new SkyplanApiError(res.status, json.error, json.error, requestId);
  } catch {
    // not JSON: a proxy's HTML page, for example
  }
  return new SkyplanApiError(res.status, `HTTP_${res.status}`, text.slice(0, 300) || res.statusText, requestId);
}
