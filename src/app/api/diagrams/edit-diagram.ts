import { useMutation, useQueryClient } from '@tanstack/react-query';
import { diagramRoutes, type DiagramOut } from '../../../shared/contract/index.js';
import { apiCall, idempotencyHeaders } from '../../lib/api.js';
import { applyDiagram } from './get-diagram.js';

/** Changes a diagram by prompt (1 credit). 422 NOT_UNDERSTOOD carries what was understood + an example. */
export function editDiagram(id: string, editPrompt: string): Promise<DiagramOut> {
  return apiCall(diagramRoutes.edit, { params: { diagram_id: id }, body: { edit_prompt: editPrompt }, headers: idempotencyHeaders() });
}

export function useEditDiagram(id: string, onDone?: (diagram: DiagramOut) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (editPrompt: string) => editDiagram(id, editPrompt),
    onSuccess: (diagram) => {
      // The editor takes the new version first, so the cache update reads as its own change.
      onDone?.(diagram);
      applyDiagram(queryClient, diagram);
    },
  });
}
