import { z } from 'zod';
import { IdSchema, PathIdSchema, TimestampSchema } from './common.js';
import { defineRoute } from './route.js';

/**
 * API keys of the signed-in account, for the web app's Settings → API keys page (web session
 * only; a key cannot list or mint keys). The device flow (device.ts) mints keys too.
 */

/** Active keys an account may hold (API.md §0); the next create answers 409 KEY_LIMIT_REACHED. */
export const MAX_ACTIVE_KEYS = 25;

/** A key as listed: never the secret, only the prefix people recognise it by. */
export const ApiKeyOutSchema = z
  .object({
    id: IdSchema,
    /** The first characters of the key, e.g. `skp_live_AbC1`. */
    prefix: z.string(),
    name: z.string().nullable(),
    created_at: TimestampSchema,
    last_used_at: TimestampSchema.nullable(),
    /** false: a `skp_test_` key (same account, lower rate limit, ledger rows marked test). */
    livemode: z.boolean(),
    /** The device that signed in (device flow), or null for keys made on this page. */
    device_name: z.string().nullable(),
    /** The client that signed in: `mcp`, `sdk-ts`, `sdk-python`, or null for keys made on this page. */
    client: z.string().nullable(),
    scopes: z.array(z.string()),
  })
  .meta({ id: 'ApiKeyOut' });
export type ApiKeyOut = z.infer<typeof ApiKeyOutSchema>;

/** The active keys, newest first, and how many more may be made. */
export const ApiKeyListSchema = z
  .object({ items: z.array(ApiKeyOutSchema), limit: z.number().int() })
  .meta({ id: 'ApiKeyList' });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

export const CreateKeyRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    /** false mints a `skp_test_` key. */
    livemode: z.boolean().default(true),
  })
  .meta({ id: 'CreateKeyRequest' });
export type CreateKeyRequest = z.input<typeof CreateKeyRequestSchema>;

/** The new key; `key` is the secret, shown this once and never again. */
export const CreatedKeySchema = ApiKeyOutSchema.extend({ key: z.string() }).meta({ id: 'CreatedKey' });
export type CreatedKey = z.infer<typeof CreatedKeySchema>;

const tags = ['keys'];
export const keyRoutes = {
  list: defineRoute({
    id: 'keys.list',
    method: 'GET',
    path: '/keys',
    summary: 'Your active API keys (web session only)',
    tags,
    auth: 'session',
    responses: { 200: ApiKeyListSchema },
  }),
  create: defineRoute({
    id: 'keys.create',
    method: 'POST',
    path: '/keys',
    summary: 'Create an API key; the secret is in this answer only (409 KEY_LIMIT_REACHED at 25 active keys)',
    tags,
    auth: 'session',
    body: CreateKeyRequestSchema,
    responses: { 201: CreatedKeySchema },
  }),
  revoke: defineRoute({
    id: 'keys.revoke',
    method: 'DELETE',
    path: '/keys/{key_id}',
    summary: 'Revoke an API key (it stops working at once)',
    tags,
    auth: 'session',
    params: z.object({ key_id: PathIdSchema }),
    responses: { 204: { kind: 'empty' } },
  }),
} as const;
