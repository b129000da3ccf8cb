import { http, HttpResponse } from 'msw';
import type { VersionList } from '../../../../shared/contract/index.js';
import { version } from '../fixtures.js';
import { API } from '../http.js';

export const versionHandlers = [
  http.get(`${API}/diagrams/:id/versions`, () => HttpResponse.json<VersionList>({ items: [version(1, true, 'A three-tier web app')], has_more: false, next_cursor: null })),
];
