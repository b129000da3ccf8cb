import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { usageRoutes, type UsageOut, type UsageSummary } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';

export function getUsage(): Promise<UsageSummary> {
  return apiCall(usageRoutes.summary);
}

export const usageQuery = queryOptions({ queryKey: ['usage', 'summary'], queryFn: getUsage, staleTime: 60_000 });

export const useUsage = () => useQuery(usageQuery);
export const useCreditsRemaining = () => useQuery({ ...usageQuery, select: (u) => u.credits_remaining });

/**
 * A billable answer carries the balance after the charge: show it at once, and let the ledger
 * refetch when next looked at.
 */
export function applyUsage(queryClient: QueryClient, usage: UsageOut | null | undefined): void {
  if (!usage) return;
  queryClient.setQueryData(usageQuery.queryKey, (old) => (old ? { ...old, credits_remaining: usage.credits_remaining } : old));
  void queryClient.invalidateQueries({ queryKey: ['usage'], refetchType: 'none' });
}
