import { ApiError } from '../http/api-error.js';
import { PlannerError } from './planner.js';

/** Thrown when a caller's AbortSignal fires (client gone, shutdown): nothing is stored or charged. */
export class CancelledError extends Error {
  override name = 'CancelledError';
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new CancelledError('The request was cancelled.');
}

/** Planner failures → house errors the clients classify correctly (502/504 are retried). */
export function plannerFailure(err: unknown): unknown {
  if (!(err instanceof PlannerError)) return err;
  if (err.code === 'CANCELLED') return new CancelledError(err.message);
  if (err.code === 'NOT_UNDERSTOOD') {
    const details = err.details ?? {};
    const understood = Array.isArray(details.understood) ? (details.understood as string[]).join('; ') : (details.understood ?? '');
    return new ApiError('NOT_UNDERSTOOD', err.message, { ...details, understood, example: details.example ?? '' });
  }
  return new ApiError(err.code, err.message, err.details ?? null);
}
