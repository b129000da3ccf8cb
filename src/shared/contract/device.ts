import { z } from 'zod';
import { EmailSchema } from './auth.js';
import { defineRoute } from './route.js';

/**
 * OAuth 2.0 device login (API.md §12, §0 "device login"), routes 28–33.
 *
 * Two shapes of `POST /oauth/device/code`:
 * - with `email`: a one-time code (`XXXX-XXXX`) is e-mailed; the answer has no user_code. The
 *   person opens the plain `/device` page, signs in with that address, types the code, approves.
 *   The e-mailed code only ever travels in request bodies, never in a URL.
 * - without: the answer carries `user_code` and `verification_uri_complete` (`/device?code=…`);
 *   the page shows the code for the person to compare, then Approve/Deny.
 * The page reads `GET /oauth/device/info` (`?code=<user_code>`, or no code for the latest e-mailed
 * request of the signed-in address), then posts `{code}` (user_code or e-mailed code) to approve/deny.
 */

/** Defaults of a grant (clients fall back to these when the answer lacks them). */
export const DEVICE_CODE_TTL_SECONDS = 900;
export const DEVICE_POLL_INTERVAL_SECONDS = 5;
/** RFC 8628 slow_down: the interval grows by this much, for good. */
export const DEVICE_SLOW_DOWN_SECONDS = 5;

export const DEVICE_CLIENT_IDS = ['mcp', 'sdk-ts', 'sdk-python'] as const;
export const DEVICE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';
export const DEVICE_ERRORS = [
  'authorization_pending',
  'slow_down',
  'access_denied',
  'expired_token',
  'key_limit_reached',
  'invalid_grant',
] as const;
/** `XXXX-XXXX`, uppercase letters and digits. */
export const USER_CODE = /^[A-Z0-9]{4}-[A-Z0-9]{4}$/;

export const DeviceCodeRequestSchema = z
  .object({
    client_id: z.enum(DEVICE_CLIENT_IDS),
    /** false mints a `skp_test_` key. */
    livemode: z.boolean().default(true),
    device_name: z.string().trim().min(1).max(200).optional(),
    /** Present: a one-time code is e-mailed (no user_code in the answer). Absent: user_code flow. */
    email: EmailSchema.optional(),
  })
  .meta({ id: 'DeviceCodeRequest' });
export type DeviceCodeRequest = z.infer<typeof DeviceCodeRequestSchema>;

export const DeviceCodeResponseSchema = z
  .object({
    device_code: z.string(),
    user_code: z.string().regex(USER_CODE).optional(),
    verification_uri: z.string(),
    verification_uri_complete: z.string().optional(),
    expires_in: z.number().int(),
    interval: z.number().int(),
  })
  .meta({ id: 'DeviceCodeResponse' });
export type DeviceCodeResponse = z.infer<typeof DeviceCodeResponseSchema>;

export const DeviceTokenRequestSchema = z
  .object({ grant_type: z.literal(DEVICE_GRANT_TYPE), device_code: z.string().min(1).max(200), client_id: z.enum(DEVICE_CLIENT_IDS) })
  .meta({ id: 'DeviceTokenRequest' });

export const DeviceTokenResponseSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    scope: z.string(),
    livemode: z.boolean(),
    expires_in: z.number().int().nullable(),
  })
  .meta({ id: 'DeviceTokenResponse' });
export type DeviceTokenResponse = z.infer<typeof DeviceTokenResponseSchema>;

/** The flat OAuth error of the token endpoint (HTTP 400), not the house envelope. */
export const DeviceTokenErrorSchema = z.object({ error: z.enum(DEVICE_ERRORS) }).meta({ id: 'DeviceTokenError' });

export const DeviceConfirmResponseSchema = z.object({ revoked: z.number().int() }).meta({ id: 'DeviceConfirmResponse' });

/**
 * `?code=<user_code>` names a no-email grant (its code is in the page URL anyway). Without a code:
 * the latest pending e-mailed request for the signed-in address (the e-mailed code never goes in
 * a URL).
 */
export const DeviceCodeQuerySchema = z.object({ code: z.string().trim().min(4).max(20).optional() });
export const DeviceInfoSchema = z
  .object({
    /** `email`: approve by typing the e-mailed code; `user_code`: compare the code shown, then approve. */
    flow: z.enum(['email', 'user_code']),
    client_id: z.enum(DEVICE_CLIENT_IDS),
    device_name: z.string().nullable(),
    livemode: z.boolean(),
    status: z.enum(['pending', 'approved', 'denied', 'expired']),
    /** user_code flow only. */
    user_code: z.string().nullable(),
    /** email flow only: the address the code went to. */
    email: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
    expires_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'DeviceInfo' });
export type DeviceInfo = z.infer<typeof DeviceInfoSchema>;
/** `code`: the user_code, or the code from the e-mail (either `XXXX-XXXX`; case and the dash are optional). */
export const DeviceDecisionRequestSchema = z.object({ code: z.string().trim().min(4).max(20) }).meta({ id: 'DeviceDecisionRequest' });
export const DeviceDecisionResponseSchema = z.object({ status: z.enum(['approved', 'denied']) }).meta({ id: 'DeviceDecisionResponse' });

export type DeviceTokenError = z.infer<typeof DeviceTokenErrorSchema>;
export type DeviceDecisionRequest = z.infer<typeof DeviceDecisionRequestSchema>;

/** A typed code as `XXXX-XXXX` (people type `abcd efgh`, `ABCDEFGH`…), or null when it cannot be one. */
export function normalizeDeviceCode(input: string): string | null {
  const chars = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return chars.length === 8 ? `${chars.slice(0, 4)}-${chars.slice(4)}` : null;
}

const tags = ['device'];
export const deviceRoutes = {
  code: defineRoute({
    id: 'device.code',
    method: 'POST',
    path: '/oauth/device/code',
    summary: 'Start a device login',
    tags,
    auth: 'none',
    body: DeviceCodeRequestSchema,
    responses: { 200: DeviceCodeResponseSchema },
  }),
  token: defineRoute({
    id: 'device.token',
    method: 'POST',
    path: '/oauth/device/token',
    summary: 'Poll for the key (400 with a flat OAuth error while pending)',
    tags,
    auth: 'none',
    body: DeviceTokenRequestSchema,
    responses: { 200: DeviceTokenResponseSchema, 400: DeviceTokenErrorSchema },
  }),
  confirm: defineRoute({
    id: 'device.confirm',
    method: 'POST',
    path: '/oauth/device/confirm',
    summary: "Revoke this device's previous key (call with the new key)",
    tags,
    auth: 'account',
    body: z.object({}).meta({ id: 'DeviceConfirmRequest' }),
    responses: { 200: DeviceConfirmResponseSchema },
  }),
  info: defineRoute({
    id: 'device.info',
    method: 'GET',
    path: '/oauth/device/info',
    summary: 'The pending grant, for the consent page',
    tags,
    auth: 'session',
    query: DeviceCodeQuerySchema,
    responses: { 200: DeviceInfoSchema },
  }),
  approve: defineRoute({
    id: 'device.approve',
    method: 'POST',
    path: '/oauth/device/approve',
    summary: 'Approve a device login',
    tags,
    auth: 'session',
    body: DeviceDecisionRequestSchema,
    responses: { 200: DeviceDecisionResponseSchema },
  }),
  deny: defineRoute({
    id: 'device.deny',
    method: 'POST',
    path: '/oauth/device/deny',
    summary: 'Deny a device login',
    tags,
    auth: 'session',
    body: DeviceDecisionRequestSchema,
    responses: { 200: DeviceDecisionResponseSchema },
  }),
} as const;
