import type { FastifyInstance } from 'fastify';
import { deviceRoutes } from '../../shared/contract/device.js';
import type { ServiceDeps } from '../context.js';
import { requireActor } from '../auth/require.js';
import { ApiError } from '../http/api-error.js';
import { registerRoute, Reply } from '../http/register.js';
import { decideDeviceLogin, deviceInfo, pollDeviceToken, startDeviceLogin } from '../services/device/index.js';
import { revokeOtherDeviceKeys } from '../services/keys/revoke-device-keys.js';

/** RFC 6749 §5.1: token answers must not be cached anywhere. */
const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

/** The device login (API.md §12): routes 28–33. */
export function deviceRoutesPlugin(app: FastifyInstance, deps: ServiceDeps): void {
  registerRoute(app, deviceRoutes.code, ({ body, req }) =>
    startDeviceLogin({
      ctx: deps,
      input: { clientId: body.client_id, livemode: body.livemode, deviceName: body.device_name ?? null, email: body.email ?? null, ip: req.ip },
    }),
  );

  registerRoute(app, deviceRoutes.token, async ({ body }) => {
    const result = await pollDeviceToken({ ctx: deps, input: { deviceCode: body.device_code, clientId: body.client_id } });
    // The flat OAuth error shape, not the house envelope: every device client parses it (§12).
    return result.ok ? new Reply(200, result.token, NO_STORE) : new Reply(400, { error: result.error }, NO_STORE);
  });

  registerRoute(app, deviceRoutes.confirm, async ({ req }) => {
    const actor = requireActor(req);
    if (actor.via !== 'key' || !actor.keyId) throw new ApiError('FORBIDDEN', 'Call confirm with the new key: "Authorization: Bearer skp_…".');
    return { revoked: await revokeOtherDeviceKeys({ ctx: deps, input: { accountId: actor.accountId, keyId: actor.keyId } }) };
  });

  registerRoute(app, deviceRoutes.info, ({ query, req }) => deviceInfo({ ctx: deps, input: { code: query.code, email: requireActor(req).email } }));

  for (const [route, decision] of [
    [deviceRoutes.approve, 'approved'],
    [deviceRoutes.deny, 'denied'],
  ] as const) {
    registerRoute(app, route, ({ body, req }) => {
      const actor = requireActor(req);
      return decideDeviceLogin({ ctx: deps, input: { code: body.code, decision, accountId: actor.accountId, email: actor.email } });
    });
  }
}
