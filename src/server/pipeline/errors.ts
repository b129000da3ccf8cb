import { ApiError } from '../http/api-error.js';
import { isPlannerError } from './planner.js';

/** Thrown when a caller's AbortSignal fires (client gone, shutdown): nothing is stored or charged. */
export class CancelledError extends Error {
  override name = 'CancelledError';
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new CancelledError('The request was cancelled.');
}

/** Planner failures → house errors the clients classify correctly (502/504 are retried). */
export function plannerFailure(err: unknown): unknown {
  if (!isPlannerError(err)) return err;
  if (err.code === 'NOT_UNDERSTOOD') {
    const details = (err as { details?: Record<string, unknown> }).details ?? null;
    return new ApiError('NOT_UNDERSTOOD', err.message, details);
  }
  return new ApiError(err.code, err.message);
}
