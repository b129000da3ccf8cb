import { http, HttpResponse } from 'msw';
import { DeviceDecisionRequestSchema, normalizeDeviceCode, type DeviceInfo } from '../../../../shared/contract/index.js';
import { houseError } from '../fixtures.js';
import { API } from '../http.js';

export const USER_CODE_PENDING = 'BCDF-2345';
export const EMAILED_CODE = 'WXYZ-6789';

export function deviceInfo(overrides: Partial<DeviceInfo> = {}): DeviceInfo {
  return {
    flow: 'user_code',
    client_id: 'mcp',
    device_name: 'ada-laptop',
    livemode: true,
    status: 'pending',
    user_code: USER_CODE_PENDING,
    email: null,
    created_at: '2026-08-02T10:00:00.000Z',
    expires_at: '2026-08-02T10:15:00.000Z',
    ...overrides,
  };
}

/**
 * One pending request of each flow: a user_code grant (BCDF-2345) and one e-mailed to the signed-in
 * address (code WXYZ-6789). Decisions record what was decided in `decisions`.
 */
export function deviceHandlers(decisions: Array<{ code: string; decision: 'approved' | 'denied' }> = []) {
  const decide = (decision: 'approved' | 'denied') => async ({ request }: { request: Request }) => {
    const code = normalizeDeviceCode(DeviceDecisionRequestSchema.parse(await request.json()).code);
    if (code !== USER_CODE_PENDING && code !== EMAILED_CODE) {
      return HttpResponse.json(houseError('INVALID_LOGIN_CODE', 'That code does not match a sign-in request.'), { status: 422 });
    }
    decisions.push({ code, decision });
    return HttpResponse.json({ status: decision });
  };
  return [
    http.get(`${API}/oauth/device/info`, ({ request }) => {
      const code = new URL(request.url).searchParams.get('code');
      if (code === null) return HttpResponse.json(deviceInfo({ flow: 'email', client_id: 'sdk-python', device_name: 'build-box', user_code: null, email: 'ada@example.com' }));
      if (normalizeDeviceCode(code) === USER_CODE_PENDING) return HttpResponse.json(deviceInfo());
      return HttpResponse.json(houseError('NOT_FOUND', `No sign-in request has the code ${code}.`), { status: 404 });
    }),
    http.post(`${API}/oauth/device/approve`, decide('approved')),
    http.post(`${API}/oauth/device/deny`, decide('denied')),
  ];
}
