import { useMutation, useQueryClient } from '@tanstack/react-query';
import { diagramRoutes, type DiagramOut, type WarningOut } from '../../../shared/contract/index.js';
import { apiCall, idempotencyHeaders } from '../../lib/api.js';
import { applyDiagram } from './get-diagram.js';

/** Fixes one warning (billed as an edit); the answer is the diagram's new version. */
export function fixWarning(id: string, warning: WarningOut): Promise<DiagramOut> {
  return apiCall(diagramRoutes.fix, {
    params: { diagram_id: id },
    body: {
      message: warning.message.slice(0, 2000),
      warning_type: warning.type,
      warning_id: warning.id,
      ...(warning.component ? { component: warning.component.slice(0, 200) } : {}),
    },
    headers: idempotencyHeaders(),
  });
}

export function useFixWarning(id: string, onDone?: (diagram: DiagramOut) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (warning: WarningOut) => fixWarning(id, warning),
    onSuccess: (diagram) => {
      // The editor takes the new version first, so the cache update reads as its own change.
      onDone?.(diagram);
      applyDiagram(queryClient, diagram);
    },
  });
}
