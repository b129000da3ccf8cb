import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keyRoutes, type ApiKeyList } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';
import { keysQuery } from './list-keys.js';

/** Revokes a key: it stops working at once. */
export function revokeKey(id: string): Promise<void> {
  return apiCall(keyRoutes.revoke, { params: { key_id: id } });
}

export function useRevokeKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeKey,
    onSuccess: (_, id) => {
      queryClient.setQueryData(keysQuery.queryKey, (old: ApiKeyList | undefined) => (old ? { ...old, items: old.items.filter((k) => k.id !== id) } : old));
      void queryClient.invalidateQueries({ queryKey: keysQuery.queryKey });
    },
  });
}
