import { useEffect, useRef, useState } from 'react';
import type { VersionSummary } from '../../../../shared/contract/index.js';
import { useRenameVersion } from '../../../api/versions/rename-version.js';
import { Button } from '../../../ui/button.js';
import { describeError } from '../../../lib/errors.js';

/**
 * A version's name: "Name" (or "Rename") turns it into a field; Enter saves, Escape cancels, an
 * empty name clears it, and focus goes back to the button. A named version is kept as it is:
 * later editor saves become a new version instead of changing it.
 */
export function VersionNameEditor({ diagramId, version }: { diagramId: string; version: VersionSummary }) {
  const rename = useRenameVersion(diagramId);
  const [draft, setDraft] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (draft === null && wasEditing.current) button.current?.focus();
    wasEditing.current = draft !== null;
  }, [draft]);

  const label = `version ${version.version_number}`;
  if (draft === null) {
    return (
      <Button ref={button} size="sm" variant="ghost" onClick={() => setDraft(version.name ?? '')} aria-label={`${version.name ? 'Rename' : 'Name'} ${label}`}>
        {version.name ? 'Rename' : 'Name'}
      </Button>
    );
  }
  const save = () => {
    const next = draft.trim() || null;
    if (next === (version.name ?? null)) return setDraft(null);
    rename.mutate({ versionId: version.id, name: next }, { onSuccess: () => setDraft(null) });
  };
  return (
    <form
      className="mt-1.5 flex w-full flex-wrap items-center gap-1.5"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <input
        aria-label={`Name of ${label}`}
        autoFocus
        maxLength={100}
        placeholder="e.g. Before the review"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            setDraft(null);
          }
        }}
        className="h-7 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 text-xs focus:border-sky-500 focus:ring-2 focus:ring-sky-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800"
      />
      <Button type="submit" size="sm" variant="primary" busy={rename.isPending}>
        Save
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
        Cancel
      </Button>
      {rename.isError && (
        <span role="alert" className="w-full text-xs text-red-600">
          {describeError(rename.error).message}
        </span>
      )}
    </form>
  );
}
