import type { FastifyRequest } from 'fastify';

/** Who is calling: resolved once per request from an API key or a web session. */
export interface Principal {
  accountId: string;
  email: string;
  plan: string;
  via: 'key' | 'session' | 'local';
  keyId: string | null;
  sessionId: string | null;
  livemode: boolean;
  scopes: string[];
}

/** Resolves the caller of a request; null when it carries no valid credential. */
export interface Authenticator {
  authenticate(req: FastifyRequest): Promise<Principal | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}
