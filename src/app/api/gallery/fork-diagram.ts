import { useMutation, useQueryClient } from '@tanstack/react-query';
import { galleryRoutes, type ForkResponse } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';

/** Copies a gallery diagram into the caller's account as a private diagram (free). */
export function forkDiagram(id: string): Promise<ForkResponse> {
  return apiCall(galleryRoutes.fork, { params: { diagram_id: id } });
}

export function useForkDiagram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forkDiagram,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['diagrams', 'list'] }),
  });
}
