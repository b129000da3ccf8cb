import { z } from 'zod';
import { IdSchema } from './common.js';
import { defineRoute } from './route.js';

/** Who the caller is (API.md §9.20). */
export const MeOutSchema = z
  .object({
    id: IdSchema,
    email: z.string(),
    plan: z.string(),
    /** The key's scopes; a web session holds all of them. */
    scopes: z.array(z.string()),
    livemode: z.boolean(),
    credits_remaining: z.number(),
    /** How this request was authenticated. */
    auth_method: z.enum(['key', 'session']),
  })
  .meta({ id: 'MeOut' });
export type MeOut = z.infer<typeof MeOutSchema>;

export const meRoutes = {
  get: defineRoute({
    id: 'me.get',
    method: 'GET',
    path: '/me',
    summary: 'The account and credential making this call',
    tags: ['me'],
    auth: 'account',
    responses: { 200: MeOutSchema },
  }),
} as const;
