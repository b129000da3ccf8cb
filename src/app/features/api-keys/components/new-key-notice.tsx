import { useState } from 'react';
import type { CreatedKey } from '../../../../shared/contract/index.js';
import { Button } from '../../../ui/button.js';

/** The new secret, shown this once: copy it now; it cannot be shown again. */
export function NewKeyNotice({ created, onDone }: { created: CreatedKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-800 dark:bg-emerald-950/40">
      <p className="text-sm font-semibold text-emerald-900 dark:text-emerald-100">Your new key{created.name ? ` “${created.name}”` : ''}. Copy it now: it is shown only this once.</p>
      <div className="flex items-center gap-2">
        <code data-testid="keys.secret" className="min-w-0 flex-1 truncate rounded-md border border-emerald-200 bg-white px-3 py-2 font-mono text-sm select-all dark:border-emerald-900 dark:bg-slate-900">
          {created.key}
        </code>
        <Button
          onClick={() =>
            void navigator.clipboard?.writeText(created.key).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
      <p className="text-xs text-emerald-800 dark:text-emerald-200">Use it as “Authorization: Bearer …”, or set SKYPLAN_API_KEY for the SDKs and the MCP server.</p>
    </div>
  );
}
