import { queryOptions, useQuery } from '@tanstack/react-query';
import { compareRoutes, type DescriptionOut, type DiffOut } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';

/** What changed from version `from` to `to` (numbers). Versions never change, so neither does this. */
export function getDiff(id: string, from: number, to: number): Promise<DiffOut> {
  return apiCall(compareRoutes.diff, { params: { diagram_id: id }, query: { from, to } });
}

export const diffQuery = (id: string, from: number, to: number) =>
  queryOptions({ queryKey: ['versions', id, 'diff', from, to], queryFn: () => getDiff(id, from, to), staleTime: Infinity });

export const useDiff = (id: string, from: number | undefined, to: number | undefined) =>
  useQuery({ ...diffQuery(id, from ?? 0, to ?? 0), enabled: from !== undefined && to !== undefined && from !== to });

/** The diagram's text equivalent (current version unless `version`). */
export function getDescription(id: string, version?: number): Promise<DescriptionOut> {
  return apiCall(compareRoutes.description, { params: { diagram_id: id }, query: version === undefined ? {} : { version } });
}

export const useDescription = (id: string, version: number | undefined) =>
  useQuery({
    queryKey: ['versions', id, 'description', version ?? 0],
    queryFn: () => getDescription(id, version),
    enabled: version !== undefined,
    staleTime: Infinity,
  });
