import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyRoutes, type ApiKeyList } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';

/** The account's active API keys, newest first (never the secrets). */
export function listKeys(): Promise<ApiKeyList> {
  return apiCall(keyRoutes.list);
}

export const keysQuery = queryOptions({ queryKey: ['keys'], queryFn: listKeys });

export const useKeys = () => useQuery(keysQuery);
