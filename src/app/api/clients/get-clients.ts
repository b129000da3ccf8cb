import { queryOptions, useQuery } from '@tanstack/react-query';

/** What GET /clients/index.json says: this server's client packages and the commands for it. */
export interface ClientsIndex {
  version: string;
  api_base: string;
  clients: { kind: 'npm' | 'python-sdist' | 'python-wheel'; name: string; version: string; file: string; url: string; sha256: string; size: number }[];
  commands: { mcp_install: string; mcp_login: string; mcp_run: string; sdk_ts: string; sdk_python: string };
}

export const clientsQuery = queryOptions({
  queryKey: ['clients'],
  queryFn: async (): Promise<ClientsIndex> => {
    const res = await globalThis.fetch('/clients/index.json', { headers: { Accept: 'application/json' } });
    const body = (await res.json().catch(() => null)) as (ClientsIndex & { error?: { message?: string } }) | null;
    if (!res.ok || !body) throw new Error(body?.error?.message ?? `The client list could not be loaded (HTTP ${res.status}).`);
    return body;
  },
  staleTime: 10 * 60_000,
});

export const useClients = () => useQuery(clientsQuery);
