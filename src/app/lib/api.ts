import type { z } from 'zod';
import { call, createMetaApi, type CallInput, type TransportOptions } from '../../sdk/index.js';
import { COOKIES, HEADERS } from '../../shared/contract/headers.js';
import type { RouteDef } from '../../shared/contract/route.js';

/** The value of one cookie the page can read (the CSRF cookie is deliberately not httpOnly). */
export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * fetch with the double-submit CSRF header: every mutation echoes the `skyplan_csrf` cookie in
 * X-CSRF-Token. The cookie is read per request because signing in or out changes it.
 * `globalThis.fetch` is looked up per call so test interceptors (msw) see the request.
 */
export const csrfFetch: typeof fetch = (input, init = {}) => {
  const method = (init.method ?? 'GET').toUpperCase();
  if (SAFE_METHODS.has(method)) return globalThis.fetch(input, init);
  const headers = new Headers(init.headers);
  const token = readCookie(COOKIES.csrf);
  if (token) headers.set(HEADERS.csrf, token);
  return globalThis.fetch(input, { ...init, headers });
};

/** The browser's connection to the API: same origin, session cookie, CSRF header. */
export const transport: TransportOptions = {
  baseUrl: `${location.origin}/api/v2`,
  client: 'web/0.1.0',
  credentials: 'same-origin',
  fetch: csrfFetch,
};

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What one call of `route` takes; `body` and `query` are typed by the contract's schemas. */
export type RouteInput<R> = R extends RouteDef<infer _P, infer Q, infer B>
  ? Omit<CallInput, 'body' | 'query'> & { body?: InputOf<B>; query?: Partial<InputOf<Q>> }
  : CallInput;

/** Sends one request of the contract through the SDK's transport; errors throw SkyplanApiError. */
export function apiCall<T, R extends RouteDef = RouteDef>(route: R, input?: RouteInput<R>): Promise<T> {
  return call<T>(transport, route, input as CallInput | undefined);
}

/** A fresh Idempotency-Key for one billable action, so a network retry is never charged twice. */
export function idempotencyHeaders(): Record<string, string> {
  return { [HEADERS.idempotencyKey]: `web-${crypto.randomUUID()}` };
}

export const api = {
  meta: createMetaApi(transport),
};
