import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.js';
import { defineRoute } from './route.js';

/**
 * Web sign-in by e-mailed code (API.md §0, ARCHITECTURE.md "Sign-in").
 *
 * 1. `POST /auth/email/start {email}` mails a 6-digit code (valid 10 minutes, single use, 5 tries).
 *    The first sign-in of an address creates a free account. The answer is the same whether or
 *    not the address has an account.
 * 2. `POST /auth/email/verify {email, code}` sets two cookies and returns the session:
 *    - `skyplan_session`: httpOnly, SameSite=Lax, Secure behind https; 30 days, sliding (each use
 *      more than a day after the last renewal pushes the expiry to 30 days from then);
 *    - `skyplan_csrf`: readable by the page (not httpOnly), same lifetime.
 * 3. CSRF: every cookie-authenticated request other than GET/HEAD must send the header
 *    `X-CSRF-Token` equal to the `skyplan_csrf` cookie (also returned as `csrf_token`); otherwise
 *    403 CSRF_FAILED. Requests with `Authorization: Bearer` ignore cookies and need no token.
 *    The unauthenticated start/verify calls accept only `application/json`, which a cross-site
 *    form cannot send without a CORS preflight.
 */

export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_TTL_SECONDS = 600;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;

export const EmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

export const EmailStartRequestSchema = z.object({ email: EmailSchema }).meta({ id: 'EmailStartRequest' });
export const EmailStartResponseSchema = z
  .object({ sent: z.literal(true), email: z.string(), expires_in: z.number().int() })
  .meta({ id: 'EmailStartResponse' });

export const EmailVerifyRequestSchema = z
  .object({ email: EmailSchema, code: z.string().trim().regex(/^\d{6}$/, 'the code is 6 digits') })
  .meta({ id: 'EmailVerifyRequest' });

export const SessionOutSchema = z
  .object({
    account: z.object({ id: IdSchema, email: z.string(), plan: z.string() }),
    /** Echo in `X-CSRF-Token` on mutations (also in the `skyplan_csrf` cookie). */
    csrf_token: z.string(),
    expires_at: TimestampSchema,
  })
  .meta({ id: 'SessionOut' });
export type SessionOut = z.infer<typeof SessionOutSchema>;

const tags = ['auth'];
export const authRoutes = {
  emailStart: defineRoute({
    id: 'auth.emailStart',
    method: 'POST',
    path: '/auth/email/start',
    summary: 'E-mail a 6-digit sign-in code',
    tags,
    auth: 'none',
    body: EmailStartRequestSchema,
    responses: { 202: EmailStartResponseSchema },
  }),
  emailVerify: defineRoute({
    id: 'auth.emailVerify',
    method: 'POST',
    path: '/auth/email/verify',
    summary: 'Exchange the e-mailed code for a web session (sets cookies)',
    tags,
    auth: 'none',
    body: EmailVerifyRequestSchema,
    responses: { 200: SessionOutSchema },
  }),
  session: defineRoute({
    id: 'auth.session',
    method: 'GET',
    path: '/auth/session',
    summary: 'The signed-in web session (401 when signed out)',
    tags,
    auth: 'session',
    responses: { 200: SessionOutSchema },
  }),
  logout: defineRoute({
    id: 'auth.logout',
    method: 'POST',
    path: '/auth/logout',
    summary: 'End the web session (clears cookies)',
    tags,
    auth: 'session',
    responses: { 204: { kind: 'empty' } },
  }),
} as const;
