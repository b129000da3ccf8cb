import { describe, expect, it } from 'vitest';
import { SkyplanApiError } from '../../sdk/index.js';
import { describeError, isSignedOut } from './errors.js';

describe('describeError', () => {
  it('402: the message plus where to get credits', () => {
    const view = describeError(new SkyplanApiError(402, 'QUOTA_EXCEEDED', 'You have 0 credits.', 'req_1', { upgrade_url: 'https://x/upgrade' }));
    expect(view).toMatchObject({ title: 'You are out of credits', message: 'You have 0 credits.', upgradeUrl: 'https://x/upgrade', requestId: 'req_1' });
  });

  it('402 without a link still points at the usage page', () => {
    expect(describeError(new SkyplanApiError(402, 'QUOTA_EXCEEDED', 'No credits.')).upgradeUrl).toBe('/usage');
  });

  it('429: how long to wait', () => {
    expect(describeError(new SkyplanApiError(429, 'RATE_LIMITED', 'Slow down.', null, { retry_after: 7 })).retryAfter).toBe(7);
  });

  it('422 NOT_UNDERSTOOD: what was understood and the example', () => {
    const view = describeError(new SkyplanApiError(422, 'NOT_UNDERSTOOD', 'Unclear.', null, { understood: 'a cache', example: 'Add Redis' }));
    expect(view).toMatchObject({ understood: 'a cache', example: 'Add Redis' });
  });

  it('422 VALIDATION_ERROR: the fields at fault', () => {
    const view = describeError(new SkyplanApiError(422, 'VALIDATION_ERROR', 'Invalid body.prompt', null, { fields: [{ field: 'body.prompt', message: 'too long' }] }));
    expect(view.fields).toEqual(['body.prompt: too long']);
  });

  it('5xx and unknown failures say to try again', () => {
    expect(describeError(new SkyplanApiError(500, 'INTERNAL_ERROR', 'Boom.')).message).toBe('Boom. Please try again in a moment.');
    expect(describeError(new Error('x')).message).toContain('try again');
  });

  it('a 401 means signed out', () => {
    expect(isSignedOut(new SkyplanApiError(401, 'UNAUTHENTICATED', 'Sign in.'))).toBe(true);
    expect(isSignedOut(new SkyplanApiError(401, 'INVALID_API_KEY', 'Bad key.'))).toBe(false);
  });
});
