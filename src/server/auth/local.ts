import type { Authenticator, Principal } from './principal.js';

/**
 * Single-user mode: every request acts as one local account. Used until accounts exist in the
 * database and by tests of routes that do not care who calls.
 */
export function localAuthenticator(overrides: Partial<Principal> = {}): Authenticator {
  const principal: Principal = {
    accountId: '00000000-0000-4000-8000-000000000000',
    email: 'local@skyplan.local',
    plan: 'free',
    via: 'local',
    keyId: null,
    sessionId: null,
    livemode: true,
    scopes: ['diagrams:read', 'diagrams:write'],
    ...overrides,
  };
  return { authenticate: async () => principal };
}
