import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { usageRoutes, type UsageHistoryList } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';

const PAGE = 25;

/** One page of the credit ledger, newest first, grants included so the balance adds up. */
export function getUsageHistory(cursor?: string): Promise<UsageHistoryList> {
  return apiCall(usageRoutes.history, { query: { limit: PAGE, cursor, include_grants: 'true' } });
}

export const usageHistoryQuery = infiniteQueryOptions({
  queryKey: ['usage', 'history'],
  queryFn: ({ pageParam }) => getUsageHistory(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => (last.has_more ? (last.next_cursor ?? undefined) : undefined),
});

export const useUsageHistory = () => useInfiniteQuery(usageHistoryQuery);
