import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRoutes } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';
import { forgetAccountData, sessionQuery } from './get-session.js';

export function logout(): Promise<void> {
  return apiCall(authRoutes.logout);
}

/** Signs out and forgets every cached answer of this account. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      forgetAccountData(queryClient);
      queryClient.setQueryData(sessionQuery.queryKey, null);
    },
  });
}
