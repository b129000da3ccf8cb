import type { Config } from '../config.js';

/**
 * The HTTP server's timeouts (README "Configuration"): a request's headers and its whole body must
 * arrive within their limits, so slow trickling clients cannot hold connections open; an idle
 * keep-alive connection is closed. Answers that take long (streams, exports) are not affected:
 * these bound what the client sends, not how long Skyplan works on it.
 */
export function serverTimeouts(config: Pick<Config, 'SKYPLAN_REQUEST_TIMEOUT_MS' | 'SKYPLAN_HEADERS_TIMEOUT_MS' | 'SKYPLAN_KEEP_ALIVE_TIMEOUT_MS'>) {
  const request = config.SKYPLAN_REQUEST_TIMEOUT_MS;
  return {
    requestTimeout: request,
    keepAliveTimeout: config.SKYPLAN_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(config.SKYPLAN_HEADERS_TIMEOUT_MS, request),
      // How often Node checks those timeouts; its default (30 s) would let a trickle outlive them.
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(request / 4))),
    },
  };
}
