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
  /** A gallery diagram drawn as SVG (what each item's `thumbnail_url` serves). */
  thumbnail(diagramId: string, options?: RequestOptions): Promise<string>;
}

export function createGalleryApi(requester: Requester): GalleryApi {
  return {
    list: (query = {}, options) => requester.send(galleryRoutes.list, 'read', { query: { source: 'all', ...query } }, options),
    fork: (diagramId, options) => requester.send(galleryRoutes.fork, 'write', { params: { diagram_id: diagramId } }, options),
    async thumbnail(diagramId, options) {
      const res = await requester.send<Response>(galleryRoutes.thumbnail, 'read', { params: { diagram_id: diagramId }, as: 'response', headers: { Accept: 'image/svg+xml' } }, options);
      return res.text();
    },
  };
}
