import {
  DEVICE_CODE_TTL_SECONDS,
  DEVICE_ERRORS,
  DEVICE_GRANT_TYPE,
  DEVICE_POLL_INTERVAL_SECONDS,
  DEVICE_SLOW_DOWN_SECONDS,
  deviceRoutes,
  type DeviceCodeRequest,
  type DeviceCodeResponse,
  type DeviceTokenResponse,
} from '../shared/contract/device.js';
import { SkyplanApiError } from './errors.js';
import { Requester } from './request.js';

/** Why a device login ended without a key (RFC 8628 codes, plus running out of time locally). */
export type DeviceLoginErrorCode = (typeof DEVICE_ERRORS)[number] | 'timeout';

/** A device login that ended without a key; the message says what to do next. */
export class DeviceLoginError extends Error {
  override name = 'DeviceLoginError';
  constructor(
    readonly code: DeviceLoginErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The web app's origin of an API base: `https://host/api/v2` → `https://host`. */
export const webOrigin = (baseUrl: string): string => baseUrl.replace(/\/+$/, '').replace(/\/api\/v\d+$/, '');

function loginError(code: DeviceLoginErrorCode, baseUrl: string): DeviceLoginError {
  const messages: Record<DeviceLoginErrorCode, string> = {
    access_denied: 'The sign-in was denied on the web page. Run login again if that was a mistake.',
    expired_token: 'The sign-in code expired before it was approved. Run login again, and approve within 15 minutes.',
    key_limit_reached: `You have 25 active keys. Revoke one at ${webOrigin(baseUrl)}/settings/keys, then re-run login.`,
    invalid_grant: 'The server no longer knows this sign-in request (it was used already, or belongs to another client). Run login again.',
    authorization_pending: 'The sign-in is still waiting for approval.',
    slow_down: 'The server asked to poll more slowly.',
    timeout: 'The sign-in was not approved in time. Run login again.',
  };
  return new DeviceLoginError(code, messages[code]);
}

/** Starts a device login: `email` set → a code is e-mailed; absent → the answer has a user_code. */
export function requestDeviceCode(requester: Requester, body: DeviceCodeRequest, signal?: AbortSignal): Promise<DeviceCodeResponse> {
  return requester.send(deviceRoutes.code, 'write', { body }, { signal });
}

/** One poll: the token, or the pending/failure code of the flat OAuth error. */
export async function pollDeviceToken(
  requester: Requester,
  input: { deviceCode: string; clientId: DeviceCodeRequest['client_id'] },
  signal?: AbortSignal,
): Promise<{ ok: true; token: DeviceTokenResponse } | { ok: false; error: string }> {
  try {
    const token = await requester.send<DeviceTokenResponse>(
      deviceRoutes.token,
      'write',
      { body: { grant_type: DEVICE_GRANT_TYPE, device_code: input.deviceCode, client_id: input.clientId } },
      { signal },
    );
    return { ok: true, token };
  } catch (err) {
    // The flat `{"error":"…"}` of HTTP 400 arrives as a SkyplanApiError whose code is the OAuth code.
    if (err instanceof SkyplanApiError && err.status === 400 && (DEVICE_ERRORS as readonly string[]).includes(err.code)) return { ok: false, error: err.code };
    throw err;
  }
}

export interface WaitForTokenInput {
  grant: DeviceCodeResponse;
  clientId: DeviceCodeRequest['client_id'];
  signal?: AbortSignal;
  /** Told before each wait (e.g. to print a dot). */
  onPending?: () => void;
}

/**
 * Polls at the grant's interval (+5 s for good after each slow_down) until the key arrives, the
 * server refuses, or the grant's lifetime passes. Throws DeviceLoginError with a next step.
 */
export async function waitForDeviceToken(requester: Requester, input: WaitForTokenInput): Promise<DeviceTokenResponse> {
  let interval = (input.grant.interval || DEVICE_POLL_INTERVAL_SECONDS) * 1000;
  let waited = 0;
  const lifetime = (input.grant.expires_in || DEVICE_CODE_TTL_SECONDS) * 1000;
  for (;;) {
    if (waited >= lifetime) throw loginError('timeout', requester.baseUrl);
    input.onPending?.();
    await requester.sleep(interval, input.signal);
    waited += interval;
    const result = await pollDeviceToken(requester, { deviceCode: input.grant.device_code, clientId: input.clientId }, input.signal);
    if (result.ok) return result.token;
    if (result.error === 'authorization_pending') continue;
    if (result.error === 'slow_down') {
      interval += DEVICE_SLOW_DOWN_SECONDS * 1000;
      continue;
    }
    throw loginError(result.error as DeviceLoginErrorCode, requester.baseUrl);
  }
}

/**
 * Tells the server the new key is stored, so it revokes this device's previous key. Best effort:
 * a failure leaves the old key valid and never blocks the login.
 */
export async function confirmDeviceKey(requester: Requester, apiKey: string): Promise<number | null> {
  try {
    const withNewKey = new Requester({ ...requester.options, apiKey });
    const answer = await withNewKey.send<{ revoked: number }>(deviceRoutes.confirm, 'write', { body: {} });
    return answer.revoked;
  } catch {
    return null;
  }
}
