import { Link } from 'react-router';
import type { DiagramOut } from '../../../../shared/contract/index.js';
import { Button } from '../../../ui/button.js';

interface PreviewBannerProps {
  version: DiagramOut | undefined;
  reverting: boolean;
  onRevert: () => void;
}

/** Looking at an old version: it is read-only here; revert makes it current again. */
export function PreviewBanner({ version, reverting, onRevert }: PreviewBannerProps) {
  return (
    <div role="status" className="flex items-center gap-3 border-b border-sky-200 bg-sky-50 px-4 py-2 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-100">
      <p className="min-w-0 flex-1">
        <span className="font-semibold">Previewing version {version?.version_number ?? '…'}</span> — read-only; changes made here are not saved.
      </p>
      <Button size="sm" variant="primary" busy={reverting} disabled={!version} onClick={onRevert}>
        Revert to this version
      </Button>
      <Link to="?" className="inline-flex h-7 items-center rounded-md px-2.5 text-xs font-medium hover:bg-sky-100 dark:hover:bg-sky-900/60">
        Back to current
      </Link>
    </div>
  );
}
