import { useEffect, useRef, useState } from 'react';
import type { VersionSummary } from '../../../../shared/contract/index.js';
import { useRenameVersion } from '../../../api/versions/rename-version.js';
import { Button } from '../../../ui/button.js';
import { InlineEditForm } from '../../../ui/inline-edit-form.js';

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
    <InlineEditForm
      label={`Name of ${label}`}
      value={draft}
      onChange={setDraft}
      onSave={save}
      onCancel={() => setDraft(null)}
      busy={rename.isPending}
      error={rename.isError ? rename.error : null}
      maxLength={100}
      placeholder="e.g. Before the review"
      className="w-full flex-wrap"
      inputClassName="h-7 flex-1 text-xs"
    />
  );
}
