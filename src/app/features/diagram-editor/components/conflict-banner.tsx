import { Button } from '../../../ui/button.js';
import { useEditorStore } from '../stores/editor-store.js';

interface ConflictBannerProps {
  onKeepMine: () => void;
  onLoadTheirs: () => void;
  busy: boolean;
}

/** Someone else saved while this canvas had unsaved work: the person decides, nothing is lost. */
export function ConflictBanner({ onKeepMine, onLoadTheirs, busy }: ConflictBannerProps) {
  const theirs = useEditorStore((s) => s.conflict?.theirs);
  if (!theirs) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100">
      <p className="min-w-0 flex-1">
        <span className="font-semibold">This diagram was changed elsewhere</span>
        {theirs.version_number != null && <> (now version {theirs.version_number})</>}. Your changes are still here and not saved yet.
      </p>
      <Button size="sm" variant="primary" busy={busy} onClick={onKeepMine}>
        Keep mine
      </Button>
      <Button size="sm" disabled={busy} onClick={onLoadTheirs}>
        Load theirs
      </Button>
    </div>
  );
}
