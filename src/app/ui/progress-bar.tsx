interface ProgressBarProps {
  /** 0–100; omitted shows an indeterminate bar. */
  value?: number;
  label: string;
  /** What is happening now, read out to screen readers as it changes. */
  message?: string;
}

/** Progress of long work: a labelled bar plus the current step in words. */
export function ProgressBar({ value, label, message }: ProgressBarProps) {
  const pct = value === undefined ? undefined : Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={message}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={`h-full rounded-full bg-sky-500 transition-[width] duration-300 ${pct === undefined ? 'w-1/3 animate-pulse' : ''}`}
          style={pct === undefined ? undefined : { width: `${Math.max(pct, 3)}%` }}
        />
      </div>
      {message && (
        <p aria-live="polite" className="text-xs text-slate-600 dark:text-slate-400">
          {message}
          {pct !== undefined && <span className="ml-1 tabular-nums text-slate-400">· {pct}%</span>}
        </p>
      )}
    </div>
  );
}
