import { z } from 'zod';
import { EmailSchema } from './auth.js';
import { defineRoute } from './route.js';

/**
 * OAuth 2.0 device login (API.md §12, §0 "device login"). Schemas for routes 28–33; the server
 * registers them when the device flow lands (they are not in ROUTES until then).
 */

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

/** The consent page names the grant by its user_code (no-email flow) or the e-mailed code. */
export const DeviceCodeQuerySchema = z.object({ code: z.string().trim().min(4).max(20) });
export const DeviceInfoSchema = z
  .object({
    client_id: z.enum(DEVICE_CLIENT_IDS),
    device_name: z.string().nullable(),
    livemode: z.boolean(),
    status: z.enum(['pending', 'approved', 'denied', 'expired']),
    expires_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'DeviceInfo' });
export const DeviceDecisionRequestSchema = z.object({ code: z.string().trim().min(4).max(20) }).meta({ id: 'DeviceDecisionRequest' });
export const DeviceDecisionResponseSchema = z.object({ status: z.enum(['approved', 'denied']) }).meta({ id: 'DeviceDecisionResponse' });

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
