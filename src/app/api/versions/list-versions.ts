import { queryOptions, useQuery } from '@tanstack/react-query';
import { versionRoutes, type VersionList } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';

/** The versions of a diagram, oldest first (the newest 100 are plenty for the side panel). */
export async function listVersions(id: string): Promise<VersionList> {
  const first = await apiCall<VersionList>(versionRoutes.list, { params: { diagram_id: id }, query: { limit: 100 } });
  let page = first;
  const items = [...first.items];
  // Ascending order: the current version is on the last page, so follow the cursor to the end.
  for (let guard = 0; page.has_more && page.next_cursor && guard < 20; guard++) {
    page = await apiCall<VersionList>(versionRoutes.list, { params: { diagram_id: id }, query: { limit: 100, cursor: page.next_cursor } });
    items.push(...page.items);
  }
  return { items, has_more: false, next_cursor: null };
}

export const versionsQuery = (id: string) =>
  queryOptions({ queryKey: ['versions', id, 'list'], queryFn: () => listVersions(id), staleTime: 30_000 });

export const useVersions = (id: string) => useQuery(versionsQuery(id));
