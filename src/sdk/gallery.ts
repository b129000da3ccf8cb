import type { z } from 'zod';
import { galleryRoutes, type ForkResponse, type GalleryList, type GalleryQuerySchema } from '../shared/contract/gallery.js';
import type { RequestOptions, Requester } from './request.js';

export type GalleryInput = Partial<z.input<typeof GalleryQuerySchema>>;

/** The gallery: the curated library plus public diagrams. */
export interface GalleryApi {
  /** Searches the library and public diagrams (`source`: all, community, library). */
  list(query?: GalleryInput, options?: RequestOptions): Promise<GalleryList>;
  /** Copies a gallery diagram into your account as a private diagram (free). */
  fork(diagramId: string, options?: RequestOptions): Promise<ForkResponse>;
}

export function createGalleryApi(requester: Requester): GalleryApi {
  return {
    list: (query = {}, options) => requester.send(galleryRoutes.list, 'read', { query: { source: 'all', ...query } }, options),
    fork: (diagramId, options) => requester.send(galleryRoutes.fork, 'write', { params: { diagram_id: diagramId } }, options),
  };
}
