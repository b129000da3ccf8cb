import { useUsage } from '../../../api/usage/get-usage.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { credits, dateTime } from '../../../lib/format.js';

const ACTIONS = [
  ['generate', 'Generate'],
  ['edit', 'Edit by prompt'],
  ['fix', 'Fix a warning'],
  ['relayout', 'Re-layout'],
] as const;

/** The balance, the plan, when credits renew, and what each action costs. */
export function UsageSummary() {
  const usage = useUsage();
  if (usage.isPending) return <div className="h-28 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />;
  if (usage.isError) return <ErrorAlert error={usage.error} onRetry={() => void usage.refetch()} />;
  const u = usage.data;
  const unlimited = u.credits_remaining < 0;
  const pct = unlimited || u.monthly_credits <= 0 ? 100 : Math.min(100, (u.credits_remaining / u.monthly_credits) * 100);
  return (
    <div className="grid grid-cols-3 gap-4">
      <div className="col-span-2 rounded-lg border border-slate-200 p-5 dark:border-slate-700">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Credits remaining</p>
        <p className="mt-1 text-4xl font-semibold tabular-nums" data-testid="usage.balance">
          {credits(u.credits_remaining)}
          {!unlimited && u.monthly_credits > 0 && <span className="text-lg font-normal text-slate-400"> / {u.monthly_credits}</span>}
        </p>
        {!unlimited && (
          <div className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
            <div className={`h-full rounded-full ${pct < 10 ? 'bg-red-500' : 'bg-sky-500'}`} style={{ width: `${pct}%` }} />
          </div>
        )}
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          <span className="font-medium capitalize">{u.plan}</span> plan · {credits(u.credits_used_this_period)} used since {dateTime(u.period_start)} · renews{' '}
          {dateTime(u.resets_at)}
        </p>
      </div>
      <div className="rounded-lg border border-slate-200 p-5 dark:border-slate-700">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">What things cost</p>
        <dl className="mt-2 space-y-1 text-sm">
          {ACTIONS.map(([a, label]) => {
            const c = u.cost_estimates[a];
            return (
              <div key={a} className="flex justify-between">
                <dt>{label}</dt>
                <dd className="tabular-nums text-slate-600 dark:text-slate-300">{c.min_credits === c.max_credits ? c.min_credits : `${c.min_credits}–${c.max_credits}`}</dd>
              </div>
            );
          })}
        </dl>
        <p className="mt-2 text-xs text-slate-500">First {u.free_relayouts_per_diagram} re-layouts of each diagram are free. Exports, reverts and forks are always free.</p>
      </div>
    </div>
  );
}
