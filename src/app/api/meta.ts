import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.js';

/**
 * The value sets behind every dropdown (providers, diagram types, export formats), fetched from
 * /meta, never hard-coded. Cached for the session and refreshed when stale.
 */
const STALE = 10 * 60_000;

export const providersQuery = queryOptions({
  queryKey: ['meta', 'providers'],
  queryFn: () => api.meta.providers(),
  staleTime: STALE,
});
export const diagramTypesQuery = queryOptions({
  queryKey: ['meta', 'diagram-types'],
  queryFn: () => api.meta.diagramTypes(),
  staleTime: STALE,
});
export const formatsQuery = queryOptions({
  queryKey: ['meta', 'formats'],
  queryFn: () => api.meta.formats(),
  staleTime: STALE,
});

export const useProviders = () => useQuery({ ...providersQuery, select: (d) => d.providers });
export const useDiagramTypes = () => useQuery({ ...diagramTypesQuery, select: (d) => d.diagram_types });
export const useExportFormats = () => useQuery({ ...formatsQuery, select: (d) => d.export_formats });

/** The caller's plan: its limits (prompt length) and the price of each action in credits. */
export const featuresQuery = queryOptions({
  queryKey: ['meta', 'features'],
  queryFn: () => api.meta.features(),
  staleTime: STALE,
});
export const useFeatures = () => useQuery(featuresQuery);
