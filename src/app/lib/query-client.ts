import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { SkyplanApiError } from '../../sdk/index.js';
import { isSignedOut } from './errors.js';

/** The session query's key (kept here so the cache can react to a 401 from any call). */
export const SESSION_KEY = ['auth', 'session'] as const;

/** Client errors will not change on a retry; only transport failures and 5xx are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof SkyplanApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The app's cache of server data. A 401 from any call means the session ended (expired or signed
 * out elsewhere): the session is set to null and the guard sends the person to sign in.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => signedOut(error) }),
    mutationCache: new MutationCache({ onError: (error) => signedOut(error) }),
    defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: true }, mutations: { retry: false } },
  });
  function signedOut(error: unknown) {
    if (isSignedOut(error)) client.setQueryData(SESSION_KEY, null);
  }
  return client;
}

/** The one cache of the running app (route loaders prefetch into it). */
export const queryClient = createQueryClient();
