import { queryOptions, useQuery } from '@tanstack/react-query';
import { relayoutRoutes, type RelayoutStatusOut } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';

export const RELAYOUT_POLL_MS = 1000;

export function getRelayoutStatus(id: string, jobId: string): Promise<RelayoutStatusOut> {
  return apiCall(relayoutRoutes.status, { params: { diagram_id: id, job_id: jobId } });
}

/** Polls a re-layout job until it is done or failed. */
export const relayoutStatusQuery = (id: string, jobId: string) =>
  queryOptions({
    queryKey: ['relayout', id, jobId],
    queryFn: () => getRelayoutStatus(id, jobId),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : RELAYOUT_POLL_MS;
    },
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

export const useRelayoutStatus = (id: string, jobId: string | null) =>
  useQuery({ ...relayoutStatusQuery(id, jobId ?? ''), enabled: !!jobId });
