import { z } from 'zod';

/**
 * The closed union of error codes the server sends (API.md §0, §5). Clients switch on these;
 * the message always tells the person what to do next.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_API_KEY',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CSRF_FAILED',
  'INVALID_LOGIN_CODE',
  'LOGIN_CODE_EXPIRED',
  'TOO_MANY_ATTEMPTS',
  'QUOTA_EXCEEDED',
  'UPGRADE_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'VERSION_CONFLICT',
  'WARNING_NOT_FOUND',
  'NOT_UNDERSTOOD',
  'IDEMPOTENCY_IN_PROGRESS',
  'IDEMPOTENCY_KEY_REUSED',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INVALID_DIAGRAM',
  'RENDER_TOO_LARGE',
  'CLIENT_OUTDATED',
  'KEY_LIMIT_REACHED',
  'AI_PROVIDER_ERROR',
  'GATEWAY_TIMEOUT',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** HTTP status each code is sent with. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 422,
  INVALID_API_KEY: 401,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CSRF_FAILED: 403,
  INVALID_LOGIN_CODE: 422,
  LOGIN_CODE_EXPIRED: 422,
  TOO_MANY_ATTEMPTS: 429,
  QUOTA_EXCEEDED: 402,
  UPGRADE_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VERSION_CONFLICT: 409,
  WARNING_NOT_FOUND: 409,
  NOT_UNDERSTOOD: 422,
  IDEMPOTENCY_IN_PROGRESS: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INVALID_DIAGRAM: 422,
  RENDER_TOO_LARGE: 422,
  CLIENT_OUTDATED: 426,
  KEY_LIMIT_REACHED: 409,
  AI_PROVIDER_ERROR: 502,
  GATEWAY_TIMEOUT: 504,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

/** The house envelope: every non-2xx answer except the device-token endpoint's OAuth errors. */
export const HouseErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      request_id: z.string().nullable().optional(),
      details: z.record(z.string(), z.unknown()).nullable().optional(),
    }),
  })
  .meta({ id: 'HouseError' });
export type HouseError = z.infer<typeof HouseErrorSchema>;
