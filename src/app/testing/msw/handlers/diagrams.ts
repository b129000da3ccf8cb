import { http, HttpResponse } from 'msw';
import { UpdateDiagramRequestSchema, type DiagramList, type DiagramOut, type DiagramSummary } from '../../../../shared/contract/index.js';
import { diagram } from '../fixtures.js';
import { API } from '../http.js';

function summary(d: DiagramOut): DiagramSummary {
  const { id, title, cloud_provider, diagram_type, is_public, created_at, updated_at } = d;
  return { id, title, cloud_provider, diagram_type, is_public, created_at, updated_at };
}

/** One diagram (the fixture) that reads, lists, renames and saves. Tests override the rest. */
export const diagramHandlers = [
  http.get(`${API}/diagrams/:id`, () => HttpResponse.json<DiagramOut>(diagram())),
  http.get(`${API}/diagrams`, () => HttpResponse.json<DiagramList>({ items: [summary(diagram())], has_more: false, next_cursor: null })),
  http.patch(`${API}/diagrams/:id`, async ({ request }) => {
    const body = UpdateDiagramRequestSchema.parse(await request.json());
    return HttpResponse.json<DiagramSummary>({ ...summary(diagram()), ...(body.title ? { title: body.title } : {}) });
  }),
  http.delete(`${API}/diagrams/:id`, () => new HttpResponse(null, { status: 204 })),
];
