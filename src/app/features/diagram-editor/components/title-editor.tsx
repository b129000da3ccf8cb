import { useState } from 'react';
import { useRenameDiagram } from '../../../api/diagrams/update-diagram.js';
import { Button } from '../../../ui/button.js';
import { describeError } from '../../../lib/errors.js';

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
    <form
      className="flex min-w-0 items-center gap-1.5"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <input
        aria-label="Title"
        autoFocus
        maxLength={200}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && setDraft(null)}
        className="h-8 w-72 min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm font-semibold focus:border-sky-500 focus:ring-2 focus:ring-sky-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800"
      />
      <Button type="submit" size="sm" variant="primary" busy={rename.isPending}>
        Save
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
        Cancel
      </Button>
      {rename.isError && (
        <span role="alert" className="text-xs text-red-600">
          {describeError(rename.error).message}
        </span>
      )}
    </form>
  );
}

function PencilIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor">
      <path d="M13.6 2.6a2 2 0 0 1 2.8 2.8l-9.2 9.2-3.7.9.9-3.7 9.2-9.2Z" />
    </svg>
  );
}
