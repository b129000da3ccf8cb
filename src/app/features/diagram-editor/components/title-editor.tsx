import { useState } from 'react';
import { useRenameDiagram } from '../../../api/diagrams/update-diagram.js';
import { Button } from '../../../ui/button.js';
import { InlineEditForm } from '../../../ui/inline-edit-form.js';

/** The diagram's title; Rename turns it into a field (Enter saves, Escape cancels). */
export function TitleEditor({ diagramId, title, readOnly }: { diagramId: string; title: string; readOnly?: boolean }) {
  const rename = useRenameDiagram(diagramId);
  const [draft, setDraft] = useState<string | null>(null);
  const save = () => {
    const next = draft?.trim();
    if (!next || next === title) return setDraft(null);
    rename.mutate(next, { onSuccess: () => setDraft(null) });
  };
  if (draft === null) {
    return (
      <div className="flex min-w-0 items-center gap-1">
        <h1 className="truncate text-base font-semibold" title={title}>
          {title}
        </h1>
        {!readOnly && (
          <Button variant="ghost" size="sm" aria-label="Rename diagram" onClick={() => setDraft(title)}>
            <PencilIcon />
          </Button>
        )}
      </div>
    );
  }
  return (
    <InlineEditForm
      label="Title"
      value={draft}
      onChange={setDraft}
      onSave={save}
      onCancel={() => setDraft(null)}
      busy={rename.isPending}
      error={rename.isError ? rename.error : null}
      maxLength={200}
      inputClassName="h-8 w-72 text-sm font-semibold"
    />
  );
}

function PencilIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor">
      <path d="M13.6 2.6a2 2 0 0 1 2.8 2.8l-9.2 9.2-3.7.9.9-3.7 9.2-9.2Z" />
    </svg>
  );
}
