import { describe, expect, it } from 'vitest';
import { SkyplanApiError, isAmbiguous } from './errors.js';

describe('isAmbiguous (API.md §5)', () => {
  const err = (status: number, code: string) => new SkyplanApiError(status, code, 'x');

  it('retries what may have happened: transport failures, gateways, work in progress', () => {
    for (const e of [err(0, 'TIMEOUT'), err(0, 'CONNECTION_ERROR'), err(502, 'HTTP_502'), err(503, 'SERVICE_UNAVAILABLE'), err(504, 'GATEWAY_TIMEOUT'), err(409, 'IDEMPOTENCY_IN_PROGRESS'), err(409, 'HTTP_409')]) {
      expect(isAmbiguous(e), e.code).toBe(true);
    }
  });

  it('never retries definite answers, definite conflicts included', () => {
    for (const e of [err(400, 'VALIDATION_ERROR'), err(401, 'INVALID_API_KEY'), err(402, 'QUOTA_EXCEEDED'), err(404, 'NOT_FOUND'), err(422, 'NOT_UNDERSTOOD'), err(500, 'INTERNAL_ERROR'), err(409, 'WARNING_NOT_FOUND'), err(409, 'VERSION_CONFLICT'), err(409, 'KEY_LIMIT_REACHED')]) {
      expect(isAmbiguous(e), e.code).toBe(false);
    }
    expect(isAmbiguous(new Error('x'))).toBe(false);
  });
});
