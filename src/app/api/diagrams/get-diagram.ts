import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { diagramRoutes, type DiagramOut } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';
import { applyUsage } from '../usage/get-usage.js';

/** A diagram with its current XML, warnings, score and version number. */
export function getDiagram(id: string, signal?: AbortSignal): Promise<DiagramOut> {
  return apiCall(diagramRoutes.get, { params: { diagram_id: id }, signal });
}

export const diagramQuery = (id: string) =>
  queryOptions({
    queryKey: ['diagrams', 'detail', id],
    queryFn: ({ signal }) => getDiagram(id, signal),
    staleTime: 30_000,
  });

export const useDiagram = (id: string) => useQuery(diagramQuery(id));

/**
 * A call that changed the diagram answered with its new state (generate, edit, fix): cache it as
 * the diagram, apply the charge to the balance, and let the lists and versions refetch.
 */
export function applyDiagram(queryClient: QueryClient, diagram: DiagramOut): void {
  const { usage, ...rest } = diagram;
  queryClient.setQueryData(diagramQuery(diagram.id).queryKey, { ...rest, usage: null });
  applyUsage(queryClient, usage);
  void queryClient.invalidateQueries({ queryKey: ['diagrams', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['versions', diagram.id] });
}
