import { queryOptions, useQuery } from '@tanstack/react-query';
import { versionRoutes, type DiagramOut } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';

/** One version of a diagram, with its XML, warnings and score. Versions never change. */
export function getVersion(id: string, versionId: string): Promise<DiagramOut> {
  return apiCall(versionRoutes.get, { params: { diagram_id: id, version_id: versionId } });
}

export const versionQuery = (id: string, versionId: string) =>
  queryOptions({ queryKey: ['versions', id, 'detail', versionId], queryFn: () => getVersion(id, versionId), staleTime: Infinity });

export const useVersion = (id: string, versionId: string | null) =>
  useQuery({ ...versionQuery(id, versionId ?? ''), enabled: !!versionId });
