import { useMutation } from '@tanstack/react-query';
import { authRoutes, type EmailStartResponseSchema } from '../../../shared/contract/index.js';
import type { z } from 'zod';
import { apiCall } from '../../lib/api.js';

export type EmailStartResponse = z.infer<typeof EmailStartResponseSchema>;

/** Asks the server to e-mail a 6-digit sign-in code to `email`. */
export function startEmailLogin(email: string): Promise<EmailStartResponse> {
  return apiCall(authRoutes.emailStart, { body: { email } });
}

export const useStartEmailLogin = () => useMutation({ mutationFn: startEmailLogin });
