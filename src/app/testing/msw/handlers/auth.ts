import { http, HttpResponse } from 'msw';
import { EmailStartRequestSchema, EmailVerifyRequestSchema, type SessionOut } from '../../../../shared/contract/index.js';
import { ACCOUNT_ID } from '../fixtures.js';
import { API } from '../http.js';

export function session(email = 'ada@example.com'): SessionOut {
  return { account: { id: ACCOUNT_ID, email, plan: 'free' }, csrf_token: 'csrf-test-token', expires_at: '2026-09-01T00:00:00.000Z' };
}

/** Signed in as ada@example.com; the sign-in code is 123456. */
export const authHandlers = [
  http.get(`${API}/auth/session`, () => HttpResponse.json(session())),
  http.post(`${API}/auth/email/start`, async ({ request }) => {
    const { email } = EmailStartRequestSchema.parse(await request.json());
    return HttpResponse.json({ sent: true as const, email, expires_in: 600 }, { status: 202 });
  }),
  http.post(`${API}/auth/email/verify`, async ({ request }) => {
    const { email, code } = EmailVerifyRequestSchema.parse(await request.json());
    if (code !== '123456') {
      return HttpResponse.json({ error: { code: 'INVALID_LOGIN_CODE', message: 'That code is not right. Check the e-mail and type it again.', request_id: 'req_test', details: null } }, { status: 422 });
    }
    return HttpResponse.json(session(email));
  }),
  http.post(`${API}/auth/logout`, () => new HttpResponse(null, { status: 204 })),
];

/** Signed out: the session answers 401. */
export const signedOut = http.get(`${API}/auth/session`, () =>
  HttpResponse.json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in.', request_id: 'req_test', details: null } }, { status: 401 }),
);
