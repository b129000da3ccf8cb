import { Link } from 'react-router';
import { useCreditsRemaining } from '../api/usage/get-usage.js';
import { credits } from '../lib/format.js';

/** The balance, always in sight; it follows every charge. */
export function CreditsBadge() {
  const remaining = useCreditsRemaining();
  if (remaining.data === undefined) return null;
  const low = remaining.data >= 0 && remaining.data < 3;
  return (
    <Link
      to="/usage"
      data-testid="credits.remaining"
      data-value={remaining.data}
      className={`flex h-8 items-center gap-1.5 rounded-md px-2 text-sm tabular-nums hover:bg-slate-100 dark:hover:bg-slate-800 ${low ? 'text-red-600 dark:text-red-400' : 'text-slate-700 dark:text-slate-300'}`}
    >
      <span aria-hidden className={`h-2 w-2 rounded-full ${low ? 'bg-red-500' : 'bg-emerald-500'}`} />
      {credits(remaining.data)} {remaining.data === 1 ? 'credit' : 'credits'}
    </Link>
  );
}
