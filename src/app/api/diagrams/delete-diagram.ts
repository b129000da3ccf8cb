import { useMutation, useQueryClient } from '@tanstack/react-query';
import { diagramRoutes } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';
import { diagramQuery } from './get-diagram.js';

export function deleteDiagram(id: string): Promise<void> {
  return apiCall(diagramRoutes.delete, { params: { diagram_id: id } });
}

export function useDeleteDiagram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiagram,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: diagramQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['diagrams', 'list'] });
    },
  });
}
