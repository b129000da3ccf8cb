import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { DiagramSummary } from '../../../../shared/contract/index.js';
import { useDeleteDiagram } from '../../../api/diagrams/delete-diagram.js';
import { useDiagramsList } from '../../../api/diagrams/list-diagrams.js';
import { Button } from '../../../ui/button.js';
import { ConfirmDialog } from '../../../ui/confirm-dialog.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { labelOf } from '../../../ui/meta-select.js';
import { dateTime, timeAgo } from '../../../lib/format.js';

const changedAt = (d: DiagramSummary) => d.updated_at ?? d.created_at ?? '';

const SORTS = {
  changed: { label: 'Last changed', compare: (a: DiagramSummary, b: DiagramSummary) => changedAt(b).localeCompare(changedAt(a)) },
  created: { label: 'Created', compare: (a: DiagramSummary, b: DiagramSummary) => (b.created_at ?? '').localeCompare(a.created_at ?? '') },
  title: { label: 'Title', compare: (a: DiagramSummary, b: DiagramSummary) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || changedAt(b).localeCompare(changedAt(a)) },
} as const;
type SortKey = keyof typeof SORTS;

/** The person's diagrams, last changed first: search by title, sort, open, delete. */
export function DiagramsTable() {
  const list = useDiagramsList();
  const remove = useDeleteDiagram();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortKey>('changed');
  const [doomed, setDoomed] = useState<DiagramSummary | null>(null);
  const all = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const needle = search.trim().toLowerCase();
  const shown = (needle ? all.filter((d) => `${d.title} ${d.cloud_provider ?? ''} ${d.diagram_type ?? ''}`.toLowerCase().includes(needle)) : all).toSorted(SORTS[sort].compare);
  // Diagrams with the same title are told apart by when they were made.
  const repeated = useMemo(() => {
    const seen = new Map<string, number>();
    for (const d of all) seen.set(d.title, (seen.get(d.title) ?? 0) + 1);
    return seen;
  }, [all]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
      <input
        type="search"
        aria-label="Search diagrams"
        placeholder="Search by title, cloud or type"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="h-9 w-80 rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-sky-500 focus:ring-2 focus:ring-sky-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800"
      />
      <label className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        Sort by
        <select
          value={sort}
          onChange={(e) => setSort(e.target.value as SortKey)}
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm focus:border-sky-500 focus:ring-2 focus:ring-sky-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        >
          {(Object.keys(SORTS) as SortKey[]).map((key) => (
            <option key={key} value={key}>
              {SORTS[key].label}
            </option>
          ))}
        </select>
      </label>
      </div>
      {list.isError && <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      {remove.isError && <ErrorAlert error={remove.error} onDismiss={remove.reset} />}
      {list.isPending ? (
        <p className="text-sm text-slate-500">Loading your diagrams…</p>
      ) : all.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
          No diagrams yet. <Link to="/" className="font-medium text-sky-700 hover:underline dark:text-sky-300">Describe your first one</Link> or fork one from the{' '}
          <Link to="/gallery" className="font-medium text-sky-700 hover:underline dark:text-sky-300">gallery</Link>.
        </div>
      ) : (
        <table className="w-full text-sm">
          <thead className="border-b border-slate-200 text-left text-xs tracking-wide text-slate-500 uppercase dark:border-slate-700 dark:text-slate-400">
            <tr>
              <th className="w-24 py-2 pr-4 font-semibold">
                <span className="sr-only">Preview</span>
              </th>
              <th className="py-2 pr-4 font-semibold">Title</th>
              <th className="py-2 pr-4 font-semibold">Cloud</th>
              <th className="py-2 pr-4 font-semibold">Type</th>
              <th className="py-2 pr-4 font-semibold">Changed</th>
              <th className="py-2 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {shown.map((d) => (
              <tr key={d.id} className="group hover:bg-slate-50 dark:hover:bg-slate-800/50">
                <td className="py-1.5 pr-4">
                  <Preview diagram={d} />
                </td>
                <td className="py-2.5 pr-4">
                  <Link to={`/d/${d.id}`} className="font-medium text-slate-900 hover:text-sky-700 hover:underline dark:text-slate-100 dark:hover:text-sky-300">
                    {d.title}
                  </Link>
                  {(repeated.get(d.title) ?? 0) > 1 && (
                    <span className="ml-2 text-xs text-slate-500 dark:text-slate-400" data-testid="diagrams.disambiguation">
                      made {dateTime(d.created_at)}
                      {d.version_number ? ` · version ${d.version_number}` : ''}
                    </span>
                  )}
                </td>
                <td className="py-2.5 pr-4 text-slate-600 dark:text-slate-300">{d.cloud_provider ? labelOf(d.cloud_provider) : '—'}</td>
                <td className="py-2.5 pr-4 text-slate-600 dark:text-slate-300">{d.diagram_type ? labelOf(d.diagram_type) : '—'}</td>
                <td className="py-2.5 pr-4 text-slate-500" title={dateTime(d.updated_at ?? d.created_at)}>
                  {timeAgo(d.updated_at ?? d.created_at)}
                </td>
                <td className="py-2.5 text-right">
                  <Button size="sm" variant="ghost" aria-label={`Delete ${d.title}`} onClick={() => setDoomed(d)} className="text-red-600 dark:text-red-400">
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {needle && shown.length === 0 && all.length > 0 && <p className="text-sm text-slate-500">No diagram matches “{search}”{list.hasNextPage ? ' among those loaded' : ''}.</p>}
      {list.hasNextPage && (
        <Button className="self-start" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Load more
        </Button>
      )}
      {doomed && (
        <ConfirmDialog
          title={`Delete “${doomed.title}”?`}
          confirmLabel="Delete"
          danger
          onCancel={() => setDoomed(null)}
          onConfirm={() => {
            remove.mutate(doomed.id);
            setDoomed(null);
          }}
        >
          The diagram and its versions leave your list and can no longer be opened.
        </ConfirmDialog>
      )}
    </div>
  );
}

/**
 * A small picture of the diagram: the server's SVG export of its current version, which the
 * browser keeps (a version never changes), loaded only when its row scrolls into view.
 */
function Preview({ diagram }: { diagram: DiagramSummary }) {
  const box = 'h-12 w-20 rounded border border-slate-200 bg-white dark:border-slate-700';
  if (!diagram.version_id) return <div className={box} />;
  const src = `/api/v2/diagrams/${diagram.id}/export?format=svg&version_id=${diagram.version_id}`;
  return <img src={src} alt="" loading="lazy" decoding="async" data-testid="diagrams.preview" className={`${box} object-contain p-0.5`} />;
}
