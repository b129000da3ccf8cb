import { ERROR_STATUS, type ErrorCode } from '../../shared/contract/errors.js';

/**
 * An error the API reports to the caller in the house envelope. Services throw these (or their
 * own typed errors that routes map to these); anything else becomes a 500 INTERNAL_ERROR.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> | null = null,
    status?: number,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status ?? ERROR_STATUS[code];
  }
}
