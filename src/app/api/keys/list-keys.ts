import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyRoutes, type ApiKeyList } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';

/** The account's active API keys, newest first (never the secrets). */
export function listKeys(): Promise<ApiKeyList> {
  return apiCall(keyRoutes.list);
}

export const keysQuery = queryOptions({ queryKey: ['keys'], queryFn: listKeys });

/** How often an open keys page asks again, so "last used" follows the keys' use live. */
export const KEYS_REFRESH_MS = 10_000;

export const useKeys = () => useQuery({ ...keysQuery, refetchInterval: KEYS_REFRESH_MS });
