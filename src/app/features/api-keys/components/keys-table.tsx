import { useState } from 'react';
import type { ApiKeyOut } from '../../../../shared/contract/index.js';
import { useRevokeKey } from '../../../api/keys/revoke-key.js';
import { Button } from '../../../ui/button.js';
import { ConfirmDialog } from '../../../ui/confirm-dialog.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { dateTime, timeAgo } from '../../../lib/format.js';
import { KEYS_REFRESH_MS } from '../../../api/keys/list-keys.js';
import { useNow } from '../../../ui/use-now.js';

const CLIENTS: Record<string, string> = { mcp: 'MCP server', 'sdk-ts': 'TypeScript SDK', 'sdk-python': 'Python SDK' };

/** The active keys: prefix, what made them, when created and last used; Revoke. */
export function KeysTable({ keys }: { keys: ApiKeyOut[] }) {
  const revoke = useRevokeKey();
  const [doomed, setDoomed] = useState<ApiKeyOut | null>(null);
  const now = useNow(KEYS_REFRESH_MS);
  if (keys.length === 0) return <p className="text-sm text-slate-500">No active keys.</p>;
  return (
    <>
      {revoke.isError && <ErrorAlert error={revoke.error} onDismiss={revoke.reset} />}
      <table className="w-full text-sm" aria-label="API keys">
        <thead className="border-b border-slate-200 text-left text-xs tracking-wide text-slate-500 uppercase dark:border-slate-700 dark:text-slate-400">
          <tr>
            <th className="py-2 pr-4 font-semibold">Key</th>
            <th className="py-2 pr-4 font-semibold">Made by</th>
            <th className="py-2 pr-4 font-semibold">Created</th>
            <th className="py-2 pr-4 font-semibold">Last used</th>
            <th className="py-2 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {keys.map((k) => (
            <tr key={k.id}>
              <td className="py-2.5 pr-4">
                <div className="font-medium">{k.name ?? 'Unnamed key'}</div>
                <div className="flex items-center gap-2 text-xs text-slate-500">
                  <code>{k.prefix}…</code>
                  {!k.livemode && <span className="rounded bg-amber-100 px-1 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200">test</span>}
                </div>
              </td>
              <td className="py-2.5 pr-4 text-slate-600 dark:text-slate-300">
                {k.client ? `${CLIENTS[k.client] ?? k.client}${k.device_name ? ` on ${k.device_name}` : ''}` : 'This page'}
              </td>
              <td className="py-2.5 pr-4 text-slate-600 dark:text-slate-300" title={dateTime(k.created_at)}>
                {timeAgo(k.created_at)}
              </td>
              <td className="py-2.5 pr-4 text-slate-600 dark:text-slate-300" title={dateTime(k.last_used_at)}>
                {k.last_used_at ? timeAgo(k.last_used_at, now) : 'Never'}
              </td>
              <td className="py-2.5 text-right">
                <Button size="sm" variant="ghost" className="text-red-600 dark:text-red-400" aria-label={`Revoke ${k.name ?? k.prefix}`} busy={revoke.isPending && revoke.variables === k.id} onClick={() => setDoomed(k)}>
                  Revoke
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {doomed && (
        <ConfirmDialog
          title={`Revoke ${doomed.name ?? doomed.prefix}?`}
          confirmLabel="Revoke"
          danger
          onCancel={() => setDoomed(null)}
          onConfirm={() => {
            revoke.mutate(doomed.id);
            setDoomed(null);
          }}
        >
          Anything using this key stops working at once. This cannot be undone.
        </ConfirmDialog>
      )}
    </>
  );
}
