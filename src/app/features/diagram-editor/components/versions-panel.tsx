import { Link } from 'react-router';
import type { VersionSummary } from '../../../../shared/contract/index.js';
import { useVersions } from '../../../api/versions/list-versions.js';
import { Button } from '../../../ui/button.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { dateTime, timeAgo } from '../../../lib/format.js';
import { VersionNameEditor } from './version-name-editor.js';

interface VersionsPanelProps {
  diagramId: string;
  /** The version shown as a preview (from the URL), if any. */
  previewId: string | null;
  reverting: string | null;
  onRevert: (version: VersionSummary) => void;
}

/**
 * Every version of the diagram, newest first: name one (a named version is kept as it is), look
 * at one, or make it current again. Editor saves of one editing burst share one version.
 */
export function VersionsPanel({ diagramId, previewId, reverting, onRevert }: VersionsPanelProps) {
  const versions = useVersions(diagramId);
  if (versions.isPending) return <p className="text-sm text-slate-500">Loading versions…</p>;
  if (versions.isError) return <ErrorAlert error={versions.error} onRetry={() => void versions.refetch()} />;
  const items = [...versions.data.items].reverse();
  return (
    <ol aria-label="Versions" className="flex flex-col gap-1">
      {items.map((v) => {
        // Saves of one editing burst update the version: show its last change.
        const changed = v.updated_at ?? v.created_at;
        return (
          <li
            key={v.id}
            aria-current={v.is_current || undefined}
            className={`rounded-md border px-2.5 py-2 text-sm ${previewId === v.id ? 'border-sky-400 bg-sky-50 dark:border-sky-600 dark:bg-sky-950/40' : 'border-transparent hover:bg-slate-50 dark:hover:bg-slate-800/60'}`}
          >
            <div className="flex items-center gap-2">
              <span className="font-medium">Version {v.version_number}</span>
              {v.name && (
                <span className="truncate rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900 dark:bg-amber-900/50 dark:text-amber-100" title={v.name}>
                  {v.name}
                </span>
              )}
              {v.is_current && <span className="rounded bg-emerald-100 px-1.5 text-xs text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">current</span>}
              <time className="ml-auto text-xs text-slate-500" dateTime={changed ?? undefined} title={dateTime(changed)}>
                {timeAgo(changed)}
              </time>
            </div>
            {v.prompt_text && <p className="mt-0.5 line-clamp-2 text-xs text-slate-600 dark:text-slate-400">{v.prompt_text}</p>}
            <div className="mt-1.5 flex flex-wrap gap-1.5">
              <VersionNameEditor diagramId={diagramId} version={v} />
              {!v.is_current && (
                <>
                  <Link
                    to={previewId === v.id ? '?' : `?version=${v.id}`}
                    className="inline-flex h-7 items-center rounded-md px-2 text-xs font-medium text-sky-700 hover:bg-sky-50 dark:text-sky-300 dark:hover:bg-sky-950/50"
                  >
                    {previewId === v.id ? 'Close preview' : 'Preview'}
                  </Link>
                  <Link
                    to={`?compare=${v.id}`}
                    aria-label={`Compare version ${v.version_number} with the current version`}
                    className="inline-flex h-7 items-center rounded-md px-2 text-xs font-medium text-sky-700 hover:bg-sky-50 dark:text-sky-300 dark:hover:bg-sky-950/50"
                  >
                    Compare
                  </Link>
                  <Button size="sm" busy={reverting === v.id} disabled={reverting !== null} onClick={() => onRevert(v)} aria-label={`Revert to version ${v.version_number}`}>
                    Revert
                  </Button>
                </>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
