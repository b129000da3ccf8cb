import type { FastifyRequest } from 'fastify';
import { COOKIES } from '../../shared/contract/headers.js';
import type { ServiceDeps } from '../context.js';
import { resolveSession } from '../services/auth/sessions.js';
import { bearerOf, hashKey, KEY_PATTERN } from './keys.js';
import type { Authenticator, Principal } from './principal.js';

/** last_used_at is written at most this often per key, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The real authenticator: `Authorization: Bearer skp_…` against the hashed keys (cookies are then
 * ignored), otherwise the `skyplan_session` cookie against the sessions table.
 */
export function dbAuthenticator(deps: Pick<ServiceDeps, 'db' | 'clock' | 'cache'>): Authenticator {
  function keyRow(hash: string) {
    return deps.db
      .selectFrom('api_keys')
      .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
      .select(['api_keys.id', 'api_keys.account_id', 'api_keys.scopes', 'api_keys.livemode', 'api_keys.last_used_at', 'accounts.email', 'accounts.plan'])
      .where('api_keys.key_hash', '=', hash)
      .where('api_keys.revoked_at', 'is', null)
      .executeTakeFirst();
  }
  type KeyRow = NonNullable<Awaited<ReturnType<typeof keyRow>>>;

  async function byKey(key: string): Promise<Principal | null> {
    if (!KEY_PATTERN.test(key)) return null;
    const hash = hashKey(key);
    const cached = deps.cache?.get<KeyRow>(`key:${hash}`);
    const stamp = deps.cache?.stamp ?? 0;
    const row = cached ?? (await keyRow(hash));
    if (!row) return null;
    if (!cached) deps.cache?.set(`key:${hash}`, row, stamp);
    const now = deps.clock.now();
    if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > TOUCH_EVERY_MS) {
      void deps.db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', row.id).execute().catch(() => undefined);
    }
    return {
      accountId: row.account_id,
      email: row.email,
      plan: row.plan,
      via: 'key',
      keyId: row.id,
      sessionId: null,
      livemode: row.livemode,
      scopes: row.scopes.split(' ').filter(Boolean),
      csrfToken: null,
      renewedUntil: null,
      sessionExpiresAt: null,
    };
  }

  async function bySession(token: string): Promise<Principal | null> {
    const session = await resolveSession({ ctx: deps, input: { token } });
    if (!session) return null;
    return {
      accountId: session.accountId,
      email: session.email,
      plan: session.plan,
      via: 'session',
      keyId: null,
      sessionId: session.id,
      livemode: true,
      scopes: ['diagrams:read', 'diagrams:write'],
      csrfToken: session.csrfToken,
      renewedUntil: session.renewed ? session.expiresAt : null,
      sessionExpiresAt: session.expiresAt,
    };
  }

  return {
    async authenticate(req: FastifyRequest) {
      const header = req.headers.authorization;
      if (header) {
        const key = bearerOf(header);
        return key ? byKey(key) : null;
      }
      const token = req.cookies?.[COOKIES.session];
      return token ? bySession(token) : null;
    },
  };
}
