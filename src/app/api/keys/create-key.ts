import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keyRoutes, type CreatedKey, type CreateKeyRequest } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';
import { keysQuery } from './list-keys.js';

/** Makes a key; the answer holds the secret, this once. 409 KEY_LIMIT_REACHED at 25 active keys. */
export function createKey(body: CreateKeyRequest): Promise<CreatedKey> {
  return apiCall(keyRoutes.create, { body });
}

export function useCreateKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createKey, onSuccess: () => void queryClient.invalidateQueries({ queryKey: keysQuery.queryKey }) });
}
