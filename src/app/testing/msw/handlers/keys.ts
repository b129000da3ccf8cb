import { http, HttpResponse } from 'msw';
import { CreateKeyRequestSchema, MAX_ACTIVE_KEYS, type ApiKeyList, type ApiKeyOut, type CreatedKey } from '../../../../shared/contract/index.js';
import { houseError } from '../fixtures.js';
import { API } from '../http.js';

export function apiKey(n: number, overrides: Partial<ApiKeyOut> = {}): ApiKeyOut {
  return {
    id: `5e1ec7ed-0000-4000-8000-${String(n).padStart(12, '0')}`,
    prefix: `skp_live_K${n}x`,
    name: `Key ${n}`,
    created_at: '2026-08-01T09:00:00.000Z',
    last_used_at: null,
    livemode: true,
    device_name: null,
    client: null,
    scopes: ['diagrams:read', 'diagrams:write'],
    ...overrides,
  };
}

/** The key list of the account, kept in `keys` so a test sees creates and revokes. */
export function keyHandlers(keys: ApiKeyOut[]) {
  return [
    http.get(`${API}/keys`, () => HttpResponse.json<ApiKeyList>({ items: [...keys], limit: MAX_ACTIVE_KEYS })),
    http.post(`${API}/keys`, async ({ request }) => {
      if (keys.length >= MAX_ACTIVE_KEYS) return HttpResponse.json(houseError('KEY_LIMIT_REACHED', 'You have 25 active keys. Revoke one first.'), { status: 409 });
      const body = CreateKeyRequestSchema.parse(await request.json());
      const created: CreatedKey = { ...apiKey(keys.length + 100, { name: body.name ?? null, livemode: body.livemode, prefix: body.livemode ? 'skp_live_New1' : 'skp_test_New1' }), key: `${body.livemode ? 'skp_live' : 'skp_test'}_S3cretS3cretS3cretS3cretS3cret00` };
      const { key: _secret, ...listed } = created;
      keys.unshift(listed);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete(`${API}/keys/:id`, ({ params }) => {
      const at = keys.findIndex((k) => k.id === params.id);
      if (at < 0) return HttpResponse.json(houseError('NOT_FOUND', 'No such key.'), { status: 404 });
      keys.splice(at, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
