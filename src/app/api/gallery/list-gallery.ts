import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { galleryRoutes, type GalleryList, type GalleryQuery } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';

export type GalleryFilters = Partial<Pick<GalleryQuery, 'q' | 'cloud_provider' | 'diagram_type' | 'source'>>;

const PAGE = 24;

/** One page of the gallery: the curated library and people's public diagrams. */
export function listGallery(filters: GalleryFilters, cursor?: string): Promise<GalleryList> {
  return apiCall(galleryRoutes.list, { query: { ...filters, limit: PAGE, cursor } });
}

export const galleryQuery = (filters: GalleryFilters) =>
  infiniteQueryOptions({
    queryKey: ['gallery', filters],
    queryFn: ({ pageParam }) => listGallery(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? (last.next_cursor ?? undefined) : undefined),
    staleTime: 60_000,
  });

export const useGallery = (filters: GalleryFilters) => useInfiniteQuery(galleryQuery(filters));
