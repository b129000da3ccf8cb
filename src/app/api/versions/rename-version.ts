import { useMutation, useQueryClient } from '@tanstack/react-query';
import { versionRoutes, type VersionSummary } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';

/** Names a version (null or blank clears it); a named version is kept as it is by later saves. */
export function renameVersion(id: string, versionId: string, name: string | null): Promise<VersionSummary> {
  return apiCall(versionRoutes.rename, { params: { diagram_id: id, version_id: versionId }, body: { name } });
}

/** Names a version; the versions list refetches. */
export function useRenameVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, name }: { versionId: string; name: string | null }) => renameVersion(id, versionId, name),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['versions', id, 'list'] }),
  });
}
