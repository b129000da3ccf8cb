import { useMutation, useQueryClient } from '@tanstack/react-query';
import { versionRoutes, type DiagramOut, type DiagramSummary } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';
import { getDiagram, diagramQuery } from '../diagrams/get-diagram.js';

/** Makes an earlier version current again (as a new version; free). */
export function revertVersion(id: string, versionId: string): Promise<DiagramSummary> {
  return apiCall(versionRoutes.revert, { params: { diagram_id: id }, body: { version_id: versionId } });
}

/** Reverts, then fetches the diagram's new current state (the answer is only a summary). */
export function useRevertVersion(id: string, onDone?: (diagram: DiagramOut) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (versionId: string) => {
      await revertVersion(id, versionId);
      return getDiagram(id);
    },
    onSuccess: (diagram) => {
      onDone?.(diagram);
      queryClient.setQueryData(diagramQuery(id).queryKey, diagram);
      void queryClient.invalidateQueries({ queryKey: ['versions', id] });
      void queryClient.invalidateQueries({ queryKey: ['diagrams', 'list'] });
    },
  });
}
