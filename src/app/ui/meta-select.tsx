import type { UseQueryResult } from '@tanstack/react-query';
import { labelOf } from '../lib/labels.js';

export { labelOf };

interface MetaSelectProps {
  label: string;
  query: UseQueryResult<string[]>;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  /** Toolbar form: the label is read by screen readers but not shown. */
  compact?: boolean;
}

/** A dropdown whose options come from a /meta query, with loading and error states. */
export function MetaSelect({ label, query, value, onChange, className, compact }: MetaSelectProps) {
  const options = query.data ?? [];
  return (
    <label className={`flex flex-col gap-1 text-sm ${className ?? ''}`}>
      <span className={compact ? 'sr-only' : 'text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400'}>{label}</span>
      <select
        aria-label={label}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm focus:border-sky-500 focus:ring-2 focus:ring-sky-500/30 focus:outline-none disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        value={options.includes(value) ? value : ''}
        disabled={!query.data}
        onChange={(e) => onChange(e.target.value)}
      >
        {!query.data && <option value="">{query.isError ? 'Could not load options' : 'Loading…'}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
      {query.isError && (
        <span role="alert" className="text-xs text-red-600">
          {(query.error as Error).message} <button className="underline" onClick={() => void query.refetch()}>Retry</button>
        </span>
      )}
    </label>
  );
}
