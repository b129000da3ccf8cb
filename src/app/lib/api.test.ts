import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { diagramRoutes, authRoutes } from '../../shared/contract/index.js';
import { server } from '../testing/msw/server.js';
import { API } from '../testing/msw/http.js';
import { apiCall, readCookie } from './api.js';

describe('the browser transport', () => {
  it('echoes the CSRF cookie in X-CSRF-Token on mutations only, read at the time of the call', async () => {
    const seen: Array<{ method: string; csrf: string | null; client: string | null }> = [];
    server.use(
      http.all(`${API}/auth/*`, ({ request }) => {
        seen.push({ method: request.method, csrf: request.headers.get('x-csrf-token'), client: request.headers.get('x-skyplan-client') });
        return request.method === 'GET' ? HttpResponse.json({}) : new HttpResponse(null, { status: 204 });
      }),
    );
    document.cookie = 'skyplan_csrf=first-token; path=/';
    await apiCall(authRoutes.session);
    await apiCall(authRoutes.logout);
    document.cookie = 'skyplan_csrf=second-token; path=/';
    await apiCall(authRoutes.logout);
    expect(seen).toEqual([
      { method: 'GET', csrf: null, client: 'web/0.1.0' },
      { method: 'POST', csrf: 'first-token', client: 'web/0.1.0' },
      { method: 'POST', csrf: 'second-token', client: 'web/0.1.0' },
    ]);
  });

  it('sends no CSRF header when there is no cookie (signed out)', async () => {
    let csrf: string | null = 'unset';
    server.use(
      http.delete(`${API}/diagrams/:id`, ({ request }) => {
        csrf = request.headers.get('x-csrf-token');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await apiCall(diagramRoutes.delete, { params: { diagram_id: 'abc' } });
    expect(csrf).toBeNull();
  });

  it('reads cookies by exact name, decoding values', () => {
    expect(readCookie('skyplan_csrf', 'a=1; skyplan_csrf_old=x; skyplan_csrf=t%3D1')).toBe('t=1');
    expect(readCookie('missing', 'a=1')).toBeNull();
  });
});
