import { useState } from 'react';
import type { CreatedKey } from '../../../../shared/contract/index.js';
import { useKeys } from '../../../api/keys/list-keys.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { CreateKeyForm } from './create-key-form.js';
import { KeysTable } from './keys-table.js';
import { NewKeyNotice } from './new-key-notice.js';

/** Settings → API keys: create (the secret shown once), see, and revoke keys. */
export function ApiKeysSettings() {
  const keys = useKeys();
  const [created, setCreated] = useState<CreatedKey | null>(null);
  if (keys.isPending) return <p className="text-sm text-slate-500">Loading keys…</p>;
  if (keys.isError) return <ErrorAlert error={keys.error} onRetry={() => void keys.refetch()} />;
  const { items, limit } = keys.data;
  return (
    <div className="flex flex-col gap-5">
      {created && <NewKeyNotice created={created} onDone={() => setCreated(null)} />}
      <CreateKeyForm atLimit={items.length >= limit} onCreated={setCreated} />
      <div className="flex flex-col gap-2">
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="keys.count">
          {items.length} of {limit} active keys
        </p>
        <KeysTable keys={items} />
      </div>
    </div>
  );
}
