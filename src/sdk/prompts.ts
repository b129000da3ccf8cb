import type { z } from 'zod';
import { promptRoutes, type ClarifyRequestSchema, type ClarifyResponse, type EnhanceRequestSchema, type EnhanceResponse } from '../shared/contract/prompts.js';
import type { RequestOptions, Requester } from './request.js';

export type EnhanceInput = z.input<typeof EnhanceRequestSchema>;
export type ClarifyInput = z.input<typeof ClarifyRequestSchema>;

/** Prompt helpers (free). */
export interface PromptsApi {
  /** Rewrites a prompt into a fuller one. */
  enhance(body: EnhanceInput, options?: RequestOptions): Promise<EnhanceResponse>;
  /** Questions that would make a prompt clearer; none means it is clear enough. */
  clarify(body: ClarifyInput, options?: RequestOptions): Promise<ClarifyResponse>;
}

export function createPromptsApi(requester: Requester): PromptsApi {
  return {
    // POST, but free and side-effect-free: retried like a read.
    enhance: (body, options) => requester.send(promptRoutes.enhance, 'read', { body }, options),
    clarify: (body, options) => requester.send(promptRoutes.clarify, 'read', { body }, options),
  };
}
