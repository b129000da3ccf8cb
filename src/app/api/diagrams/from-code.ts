import { useMutation, useQueryClient } from '@tanstack/react-query';
import { diagramRoutes, type DiagramOut, type FromCodeRequest } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';
import { applyDiagram } from './get-diagram.js';

export function diagramFromCode(body: Pick<FromCodeRequest, 'files'> & Partial<FromCodeRequest>): Promise<DiagramOut> {
  return apiCall(diagramRoutes.fromCode, { body });
}

/** Infrastructure code → a new diagram (free); the answer is cached as that diagram. */
export function useDiagramFromCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: diagramFromCode,
    onSuccess: (diagram) => applyDiagram(queryClient, diagram),
  });
}
