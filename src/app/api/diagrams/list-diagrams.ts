import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { diagramRoutes, type DiagramList } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';

const PAGE = 50;

/** One page of the caller's diagrams, newest first. */
export function listDiagrams(cursor?: string): Promise<DiagramList> {
  return apiCall(diagramRoutes.list, { query: { limit: PAGE, cursor } });
}

export const diagramsListQuery = infiniteQueryOptions({
  queryKey: ['diagrams', 'list'],
  queryFn: ({ pageParam }) => listDiagrams(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => (last.has_more ? (last.next_cursor ?? undefined) : undefined),
});

export const useDiagramsList = () => useInfiniteQuery(diagramsListQuery);
