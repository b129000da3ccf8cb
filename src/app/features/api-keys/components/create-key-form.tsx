import { useState } from 'react';
import type { CreatedKey } from '../../../../shared/contract/index.js';
import { useCreateKey } from '../../../api/keys/create-key.js';
import { Button } from '../../../ui/button.js';
import { ErrorAlert } from '../../../ui/error-alert.js';

/** Name a key, pick live or test, create; the secret is then shown once (see NewKeyNotice). */
export function CreateKeyForm({ atLimit, onCreated }: { atLimit: boolean; onCreated: (key: CreatedKey) => void }) {
  const create = useCreateKey();
  const [name, setName] = useState('');
  const [livemode, setLivemode] = useState(true);
  return (
    <form
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(
          { name: name.trim() || undefined, livemode },
          {
            onSuccess: (key) => {
              setName('');
              onCreated(key);
            },
          },
        );
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        Key name
        <input
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          placeholder="CI pipeline"
          className="h-9 w-64 rounded-md border border-slate-300 bg-white px-3 text-sm font-normal shadow-sm focus:border-sky-500 focus:ring-2 focus:ring-sky-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800"
        />
      </label>
      <fieldset className="flex h-9 items-center gap-3 text-sm">
        <legend className="sr-only">Kind of key</legend>
        <label className="flex items-center gap-1.5">
          <input type="radio" name="livemode" checked={livemode} onChange={() => setLivemode(true)} /> Live
        </label>
        <label className="flex items-center gap-1.5">
          <input type="radio" name="livemode" checked={!livemode} onChange={() => setLivemode(false)} /> Test
        </label>
      </fieldset>
      <Button type="submit" variant="primary" busy={create.isPending} disabled={atLimit}>
        Create key
      </Button>
      {atLimit && <p className="w-full text-sm text-amber-700 dark:text-amber-300">You have the most active keys an account may hold. Revoke one you no longer use to create another.</p>}
      {create.isError && <ErrorAlert className="w-full" error={create.error} onDismiss={create.reset} />}
    </form>
  );
}
