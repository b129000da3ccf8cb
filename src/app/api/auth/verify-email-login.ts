import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRoutes, type SessionOut } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';
import { forgetAccountData, sessionQuery } from './get-session.js';

/** Exchanges the e-mailed code for a session; the server sets the cookies. */
export function verifyEmailLogin(input: { email: string; code: string }): Promise<SessionOut> {
  return apiCall(authRoutes.emailVerify, { body: input });
}

/** Signs in; everything cached for a previous account is dropped first. */
export function useVerifyEmailLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmailLogin,
    onSuccess: (session) => {
      forgetAccountData(queryClient);
      queryClient.setQueryData(sessionQuery.queryKey, session);
    },
  });
}
