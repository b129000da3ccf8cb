import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { authRoutes, type SessionOut } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';
import { isSignedOut } from '../../lib/errors.js';
import { SESSION_KEY } from '../../lib/query-client.js';

/** The signed-in web session, or null when signed out (401 is an answer here, not an error). */
export async function getSession(): Promise<SessionOut | null> {
  try {
    return await apiCall<SessionOut>(authRoutes.session);
  } catch (err) {
    if (isSignedOut(err)) return null;
    throw err;
  }
}

export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: getSession,
  staleTime: 5 * 60_000,
  retry: 1,
});

export const useSession = () => useQuery(sessionQuery);

/**
 * Drops every cached answer of the previous account (on sign-in and sign-out). The session query
 * itself stays, so the components watching it see the new session at once.
 */
export function forgetAccountData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
}
