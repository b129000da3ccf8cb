import type { FastifyRequest } from 'fastify';
import type { Actor } from '../context.js';

/** Who is calling: resolved once per request from an API key or a web session. */
export interface Principal {
  accountId: string;
  email: string;
  plan: string;
  via: 'key' | 'session';
  keyId: string | null;
  sessionId: string | null;
  livemode: boolean;
  scopes: string[];
  /** Sessions only: the token mutations must echo in X-CSRF-Token. */
  csrfToken: string | null;
  /** Sessions only: the session was extended; send the cookies again with this expiry. */
  renewedUntil: Date | null;
  /** Sessions only: when the session ends. */
  sessionExpiresAt: Date | null;
}

/** Resolves the caller of a request; null when it carries no valid credential. */
export interface Authenticator {
  authenticate(req: FastifyRequest): Promise<Principal | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    actor: Actor | null;
  }
}
