import { Link } from 'react-router';
import type { UsageHistoryItem } from '../../../../shared/contract/index.js';
import { useUsageHistory } from '../../../api/usage/get-usage-history.js';
import { Button } from '../../../ui/button.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { credits, dateTime } from '../../../lib/format.js';

const LABELS: Record<string, string> = {
  generate: 'Generate',
  edit: 'Edit',
  fix: 'Fix',
  relayout: 'Re-layout',
  monthly_reset: 'Monthly credits',
  rollover: 'Rollover',
  referral: 'Referral',
  addon: 'Credits added',
};

function change(row: UsageHistoryItem): string {
  if (row.credits_granted > 0) return `+${credits(row.credits_granted)}`;
  if (row.credits_charged > 0) return `−${credits(row.credits_charged)}`;
  return '0';
}

/** The credit ledger, newest first: what was charged or granted, where from, and the balance after. */
export function UsageHistoryTable() {
  const history = useUsageHistory();
  if (history.isPending) return <p className="text-sm text-slate-500">Loading history…</p>;
  if (history.isError) return <ErrorAlert error={history.error} onRetry={() => void history.refetch()} />;
  const rows = history.data.pages.flatMap((p) => p.items);
  const summary = history.data.pages[0]?.summary;
  return (
    <div className="flex flex-col gap-3">
      {summary && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {summary.task_count} task{summary.task_count === 1 ? '' : 's'}, {credits(summary.total_credits_charged)} credits charged in all.
        </p>
      )}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">Nothing yet.</p>
      ) : (
        <table className="w-full text-sm" aria-label="Credit history">
          <thead className="border-b border-slate-200 text-left text-xs tracking-wide text-slate-500 uppercase dark:border-slate-700 dark:text-slate-400">
            <tr>
              <th className="py-2 pr-4 font-semibold">When</th>
              <th className="py-2 pr-4 font-semibold">What</th>
              <th className="py-2 pr-4 font-semibold">From</th>
              <th className="py-2 pr-4 text-right font-semibold">Credits</th>
              <th className="py-2 text-right font-semibold">Balance</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="py-2 pr-4 whitespace-nowrap text-slate-600 dark:text-slate-300">{dateTime(row.created_at)}</td>
                <td className="py-2 pr-4">
                  {LABELS[row.action_type] ?? row.action_type}
                  {row.diagram_id && (
                    <Link to={`/d/${row.diagram_id}`} className="ml-2 text-sky-700 hover:underline dark:text-sky-300">
                      {row.diagram_title ?? 'a deleted diagram'}
                    </Link>
                  )}
                </td>
                <td className="py-2 pr-4 text-slate-500">{row.source ?? '—'}</td>
                <td className={`py-2 pr-4 text-right tabular-nums ${row.credits_granted > 0 ? 'text-emerald-700 dark:text-emerald-400' : ''}`}>{change(row)}</td>
                <td className="py-2 text-right tabular-nums text-slate-600 dark:text-slate-300">{credits(row.balance_after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {history.hasNextPage && (
        <Button className="self-start" busy={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          Load more
        </Button>
      )}
    </div>
  );
}
