import type { UseQueryResult } from '@tanstack/react-query';

/** Human labels for known values; unknown values from /meta still show, as themselves. */
const LABELS: Record<string, string> = {
  aws: 'AWS',
  azure: 'Azure',
  gcp: 'Google Cloud',
  kubernetes: 'Kubernetes',
  oci: 'Oracle Cloud',
  general: 'General',
  auto: 'Auto (let Skyplan choose)',
  drawio: 'draw.io (.drawio)',
  svg: 'SVG image',
  png: 'PNG image',
};

export function labelOf(value: string): string {
  return LABELS[value] ?? value.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

interface MetaSelectProps {
  label: string;
  query: UseQueryResult<string[]>;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A dropdown whose options come from a /meta query, with loading and error states. */
export function MetaSelect({ label, query, value, onChange, className }: MetaSelectProps) {
  const options = query.data ?? [];
  return (
    <label className={`flex flex-col gap-1 text-sm ${className ?? ''}`}>
      <span className="font-medium text-slate-700 dark:text-slate-300">{label}</span>
      <select
        aria-label={label}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
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
