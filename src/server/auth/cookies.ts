import type { FastifyReply } from 'fastify';
import { COOKIES } from '../../shared/contract/headers.js';
import type { Config } from '../config.js';

/** Secure cookies behind https: SKYPLAN_SECURE_COOKIES, else on when PUBLIC_URL is https. */
export function secureCookies(config: Config): boolean {
  return config.SKYPLAN_SECURE_COOKIES ?? (config.PUBLIC_URL?.startsWith('https:') ?? false);
}

/** The session cookie (httpOnly) and the CSRF cookie the page reads (not httpOnly). */
export function setSessionCookies(reply: FastifyReply, config: Config, session: { token?: string; csrfToken: string; expiresAt: Date }): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: secureCookies(config), expires: session.expiresAt };
  if (session.token) reply.setCookie(COOKIES.session, session.token, { ...base, httpOnly: true });
  reply.setCookie(COOKIES.csrf, session.csrfToken, { ...base, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, config: Config): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: secureCookies(config) };
  reply.clearCookie(COOKIES.session, { ...base, httpOnly: true });
  reply.clearCookie(COOKIES.csrf, base);
}
