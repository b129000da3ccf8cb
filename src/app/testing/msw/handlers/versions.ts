import { http, HttpResponse } from 'msw';
import { RenameVersionRequestSchema, type DescriptionOut, type VersionList } from '../../../../shared/contract/index.js';
import { version } from '../fixtures.js';
import { API } from '../http.js';

export const versionHandlers = [
  http.get(`${API}/diagrams/:id/versions`, () => HttpResponse.json<VersionList>({ items: [version(1, true, 'A three-tier web app')], has_more: false, next_cursor: null })),
  http.patch(`${API}/diagrams/:id/versions/:vid`, async ({ request }) =>
    HttpResponse.json({ ...version(1, true, 'A three-tier web app'), name: RenameVersionRequestSchema.parse(await request.json()).name }),
  ),
  http.get(`${API}/diagrams/:id/description`, ({ params, request }) => {
    const n = Number(new URL(request.url).searchParams.get('version') ?? 1);
    const summary = `AWS web shop in three tiers: an AWS architecture with 3 components and 2 connections.`;
    const sections = [{ heading: 'Flows', lines: ['Entry point: Users.', 'Users to Load balancer (HTTPS).'] }];
    return HttpResponse.json<DescriptionOut>({
      diagram_id: String(params['id']), version_number: n, title: 'AWS web shop in three tiers', summary, sections,
      text: [summary, ...sections.map((s) => `${s.heading}:\n${s.lines.join('\n')}`)].join('\n\n'),
    });
  }),
];
