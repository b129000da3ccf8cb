import { Link } from 'react-router';
import type { DiffOut } from '../../../../shared/contract/index.js';
import { CHANGE_COLOURS } from '../lib/compare-xml.js';

type Kind = keyof typeof CHANGE_COLOURS;
const WORD: Record<Kind, string> = { added: 'Added', removed: 'Removed', changed: 'Changed' };
const MARK: Record<Kind, string> = { added: '+', removed: '−', changed: '~' };

interface Row {
  kind: Kind;
  what: string;
  name: string;
  detail?: string;
}

function rows(diff: DiffOut): Row[] {
  const out: Row[] = [];
  const label = (l: string) => l || '(unlabelled)';
  for (const [what, s] of [['component', diff.components], ['frame', diff.frames]] as const) {
    for (const c of s.added) out.push({ kind: 'added', what, name: label(c.label) });
    for (const c of s.removed) out.push({ kind: 'removed', what, name: label(c.label) });
    for (const c of s.changed) out.push({ kind: 'changed', what, name: label(c.label), detail: c.changes.map((x) => (x.field === 'label' ? `renamed from “${x.before ?? ''}”` : x.field)).join(', ') });
  }
  const names = new Map<string, string>();
  for (const s of [diff.components, diff.frames]) for (const c of [...s.added, ...s.removed, ...s.changed]) names.set(c.id, label(c.label));
  const end = (id: string) => names.get(id) ?? 'a component';
  for (const e of diff.connections.added) out.push({ kind: 'added', what: 'connection', name: `${end(e.source)} → ${end(e.target)}` });
  for (const e of diff.connections.removed) out.push({ kind: 'removed', what: 'connection', name: `${end(e.source)} → ${end(e.target)}` });
  for (const e of diff.connections.changed) out.push({ kind: 'changed', what: 'connection', name: e.label || e.id, detail: e.changes.map((x) => x.field).join(', ') });
  return out;
}

/** The list beside the highlighted canvas: each change in words, and what it did to the review. */
export function ChangesPanel({ diff }: { diff: DiffOut }) {
  const list = rows(diff);
  const r = diff.review;
  return (
    <section aria-label={`Changes from version ${diff.from} to version ${diff.to}`} className="flex flex-col gap-2 text-sm" data-testid="editor.changes">
      <p>
        Score {r.score_before} → {r.score_after}{' '}
        <span className={r.score_delta >= 0 ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}>
          ({r.score_delta >= 0 ? '+' : ''}
          {r.score_delta})
        </span>
        , {r.fixed.length} warning(s) fixed, {r.introduced.length} introduced.
      </p>
      {list.length === 0 ? (
        <p className="text-slate-500">No components, frames or connections changed.</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {list.map((row, i) => (
            <li key={i} className="flex gap-2" data-change={row.kind}>
              <span aria-hidden="true" className="w-3 font-bold" style={{ color: CHANGE_COLOURS[row.kind] }}>
                {MARK[row.kind]}
              </span>
              <span>
                <span className="sr-only">{WORD[row.kind]} </span>
                <span className="text-xs text-slate-500">{row.what}</span> {row.name}
                {row.detail && <span className="text-xs text-slate-500"> — {row.detail}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
      {r.fixed.length > 0 && (
        <details>
          <summary className="cursor-pointer text-xs text-slate-600 dark:text-slate-300">Warnings fixed</summary>
          <ul className="mt-1 list-disc pl-4 text-xs">{r.fixed.map((w) => <li key={w.id}>{w.message}</li>)}</ul>
        </details>
      )}
      {r.introduced.length > 0 && (
        <details>
          <summary className="cursor-pointer text-xs text-slate-600 dark:text-slate-300">Warnings introduced</summary>
          <ul className="mt-1 list-disc pl-4 text-xs">{r.introduced.map((w) => <li key={w.id}>{w.message}</li>)}</ul>
        </details>
      )}
    </section>
  );
}

/** Comparing: the canvas shows the current version read-only with the changes highlighted. */
export function CompareBanner({ from, to }: { from: number | undefined; to: number | undefined }) {
  return (
    <div role="status" className="flex items-center gap-3 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
      <p className="min-w-0 flex-1">
        <span className="font-semibold">Comparing version {from ?? '…'} with version {to ?? '…'}</span> — read-only.{' '}
        Outlined green: added; amber: changed; dashed red: removed.
      </p>
      <Link to="?" className="inline-flex h-7 items-center rounded-md px-2.5 text-xs font-medium hover:bg-amber-100 dark:hover:bg-amber-900/60">
        Back to current
      </Link>
    </div>
  );
}
