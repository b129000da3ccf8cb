import { useMutation, useQueryClient } from '@tanstack/react-query';
import { diagramRoutes, type DiagramOut, type DiagramSummary, type UpdateDiagramRequest } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';
import { diagramQuery } from './get-diagram.js';

/** Changes the title, visibility or XML (a new version) of a diagram (free). */
export function updateDiagram(id: string, body: UpdateDiagramRequest): Promise<DiagramSummary> {
  return apiCall(diagramRoutes.update, { params: { diagram_id: id }, body });
}

/** Renames a diagram; the new title shows at once and the lists refetch. */
export function useRenameDiagram(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => updateDiagram(id, { title }),
    onSuccess: (summary) => {
      queryClient.setQueryData(diagramQuery(id).queryKey, (old: DiagramOut | undefined) => (old ? { ...old, title: summary.title } : old));
      void queryClient.invalidateQueries({ queryKey: ['diagrams', 'list'] });
    },
  });
}
