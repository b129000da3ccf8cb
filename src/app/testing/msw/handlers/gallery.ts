import { http, HttpResponse } from 'msw';
import { GalleryItemSchema, type ForkResponse, type GalleryItem, type GalleryList } from '../../../../shared/contract/index.js';
import { API } from '../http.js';

export const GALLERY: GalleryItem[] = [
  GalleryItemSchema.parse({ id: '9a1e0000-0000-4000-8000-000000000001', title: 'AWS web shop in three tiers', cloud_provider: 'aws', diagram_type: 'architecture', created_at: '2026-07-01T00:00:00.000Z', source: 'library', category: 'web', description: 'CloudFront, ALB, EC2 Auto Scaling, RDS Multi-AZ.' }),
  GalleryItemSchema.parse({ id: '9a1e0000-0000-4000-8000-000000000002', title: 'Azure hub and spoke', cloud_provider: 'azure', diagram_type: 'hub_spoke', created_at: '2026-07-02T00:00:00.000Z', source: 'community', description: null }),
];

export const FORK_ID = 'f0e10000-0000-4000-8000-000000000001';

/** The gallery, filtered by `q` and `source` the way the server documents it; fork copies. */
export function galleryHandlers(queries: URLSearchParams[] = []) {
  return [
    http.get(`${API}/gallery`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const q = params.get('q')?.toLowerCase();
      const source = params.get('source') ?? 'all';
      const items = GALLERY.filter((g) => (!q || g.title.toLowerCase().includes(q)) && (source === 'all' || g.source === source));
      return HttpResponse.json<GalleryList>({ items, has_more: false, next_cursor: null });
    }),
    http.post(`${API}/gallery/:id/fork`, ({ params }) =>
      HttpResponse.json<ForkResponse>({ id: FORK_ID, title: GALLERY.find((g) => g.id === params.id)?.title ?? 'Copy', forked_from_library_id: String(params.id), created_at: '2026-08-02T00:00:00.000Z' }, { status: 201 }),
    ),
  ];
}
