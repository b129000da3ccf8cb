import { z } from 'zod';
import { MAX_PROMPT_CHARS } from './diagrams.js';
import { defineRoute } from './route.js';
import { DiagramTypeSchema, ProviderSchema } from './values.js';

/** Prompt helpers (free): enhance and clarify (API.md §9.19). */

export const EnhanceRequestSchema = z
  .object({ prompt: z.string().trim().min(5).max(MAX_PROMPT_CHARS), cloud_provider: ProviderSchema.default('general') })
  .meta({ id: 'EnhanceRequest' });
export type EnhanceRequest = z.infer<typeof EnhanceRequestSchema>;

export const EnhanceResponseSchema = z
  .object({ original_prompt: z.string(), enhanced_prompt: z.string() })
  .meta({ id: 'EnhanceResponse' });
export type EnhanceResponse = z.infer<typeof EnhanceResponseSchema>;

export const ClarifyRequestSchema = z
  .object({
    prompt: z.string().trim().min(1).max(MAX_PROMPT_CHARS),
    diagram_type: DiagramTypeSchema.optional(),
    cloud_provider: ProviderSchema.optional(),
  })
  .meta({ id: 'ClarifyRequest' });
export type ClarifyRequest = z.infer<typeof ClarifyRequestSchema>;

export const ClarifyQuestionSchema = z
  .object({ text: z.string(), options: z.array(z.string()).nullable().optional() })
  .meta({ id: 'ClarifyQuestion' });

/** An empty `questions` list means the prompt is clear enough. */
export const ClarifyResponseSchema = z
  .object({ questions: z.array(ClarifyQuestionSchema), suggested_diagram_type: z.string().nullable().optional() })
  .meta({ id: 'ClarifyResponse' });
export type ClarifyResponse = z.infer<typeof ClarifyResponseSchema>;

const tags = ['prompts'];
export const promptRoutes = {
  enhance: defineRoute({
    id: 'prompts.enhance',
    method: 'POST',
    path: '/prompts/enhance',
    summary: 'Rewrite a prompt into a fuller one (free)',
    tags,
    auth: 'account',
    scope: 'diagrams:read',
    body: EnhanceRequestSchema,
    responses: { 200: EnhanceResponseSchema },
  }),
  clarify: defineRoute({
    id: 'prompts.clarify',
    method: 'POST',
    path: '/prompts/clarify',
    summary: 'Questions that would make a prompt clearer (free)',
    tags,
    auth: 'account',
    scope: 'diagrams:read',
    body: ClarifyRequestSchema,
    responses: { 200: ClarifyResponseSchema },
  }),
} as const;
