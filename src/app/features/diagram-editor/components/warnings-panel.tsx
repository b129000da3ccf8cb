import { useState } from 'react';
import type { DiagramOut, Framework, Severity, WarningOut } from '../../../../shared/contract/index.js';
import { reportWarnings } from '../lib/findings-report.js';
import { ComplianceBar } from './compliance-bar.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { ProgressBar } from '../../../ui/progress-bar.js';
import { ScoreCard } from './score-card.js';
import { WarningItem } from './warning-item.js';

const GROUPS: { severity: Severity; label: string; dot: string }[] = [
  { severity: 'critical', label: 'Critical', dot: 'bg-red-600' },
  { severity: 'high', label: 'High', dot: 'bg-orange-500' },
  { severity: 'medium', label: 'Medium', dot: 'bg-amber-400' },
  { severity: 'low', label: 'Low', dot: 'bg-sky-400' },
  { severity: 'info', label: 'Info', dot: 'bg-slate-400' },
];

interface WarningsPanelProps {
  diagram: Pick<DiagramOut, 'warnings' | 'suggestions' | 'score'> & { title?: string };
  /** The warning being fixed now, if any. */
  fixing: WarningOut | null;
  fixError: unknown;
  onFix: (warning: WarningOut) => void;
  onDismissError: () => void;
  readOnly?: boolean;
}

/** The review: score, warnings grouped by severity with a Fix each, then suggestions. */
export function WarningsPanel({ diagram, fixing, fixError, onFix, onDismissError, readOnly }: WarningsPanelProps) {
  const busy = fixing !== null;
  const [framework, setFramework] = useState<Framework | null>(null);
  const warnings = reportWarnings(diagram.warnings, framework);
  return (
    <section aria-label="Warnings" className="flex flex-col gap-3">
      <ScoreCard score={diagram.score} />
      {busy && <ProgressBar label="Fixing" message={`Fixing: ${fixing.message}`} />}
      {fixError != null && <ErrorAlert error={fixError} onDismiss={onDismissError} />}
      {diagram.warnings.length > 0 && (
        <ComplianceBar
          title={diagram.title ?? 'diagram'}
          score={diagram.score?.score ?? null}
          warnings={diagram.warnings}
          framework={framework}
          onFramework={setFramework}
        />
      )}
      {diagram.warnings.length === 0 && (
        <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-200">
          No warnings: this design follows the Well-Architected checks Skyplan runs.
        </p>
      )}
      {GROUPS.map(({ severity, label, dot }) => {
        const items = warnings.filter((w) => w.severity === severity);
        if (items.length === 0) return null;
        return (
          <div key={severity} role="group" aria-label={`${label} severity`}>
            <h3 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
              <span aria-hidden className={`h-2 w-2 rounded-full ${dot}`} />
              {label} <span className="font-normal">({items.length})</span>
            </h3>
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {items.map((w) => (
                <WarningItem key={w.id} warning={w} fixing={fixing?.id === w.id} disabled={busy || !!readOnly} onFix={onFix} />
              ))}
            </ul>
          </div>
        );
      })}
      {diagram.suggestions.length > 0 && <Suggestions items={diagram.suggestions} />}
    </section>
  );
}

function Suggestions({ items }: { items: WarningOut[] }) {
  return (
    <details className="rounded-md border border-slate-200 p-2 text-sm dark:border-slate-700">
      <summary className="cursor-pointer text-xs font-semibold tracking-wide text-slate-500 uppercase select-none dark:text-slate-400">
        Suggestions ({items.length}) · not scored
      </summary>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
        {items.map((s) => (
          <li key={s.id}>
            {s.message} <span className="text-xs text-slate-500">{s.recommendation}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
