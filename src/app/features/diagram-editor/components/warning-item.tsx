import { useId } from 'react';
import { FRAMEWORK_NAMES, type WarningOut } from '../../../../shared/contract/index.js';
import { Button } from '../../../ui/button.js';

const PILLARS: Record<string, string> = {
  security: 'Security',
  reliability: 'Reliability',
  operational_excellence: 'Operations',
  performance: 'Performance',
  cost: 'Cost',
};

interface WarningItemProps {
  warning: WarningOut;
  fixing: boolean;
  disabled: boolean;
  onFix: (warning: WarningOut) => void;
  actionLabel?: string;
}

/** One finding: what is wrong, where, what to do; and the one-click fix. */
export function WarningItem({ warning, fixing, disabled, onFix, actionLabel = 'Fix' }: WarningItemProps) {
  const messageId = useId();
  return (
    <li className="flex items-start gap-2 py-2" data-testid="editor.warning" data-warning-id={warning.id} data-warning-type={warning.type}>
      <div className="min-w-0 flex-1">
        <p id={messageId} className="text-sm text-slate-800 dark:text-slate-100">
          {warning.message}
        </p>
        <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
          {[warning.component, PILLARS[warning.pillar] ?? warning.pillar].filter(Boolean).join(' · ')}
        </p>
        {(warning.controls ?? []).length > 0 && (
          <details className="mt-1 text-xs text-slate-600 dark:text-slate-300" data-testid="editor.warning.controls">
            <summary className="cursor-pointer text-slate-500 select-none hover:text-slate-700 dark:hover:text-slate-200">
              Controls ({warning.controls!.length})
            </summary>
            <ul className="mt-1 space-y-0.5">
              {warning.controls!.map((c) => (
                <li key={`${c.framework}/${c.id}`}>
                  <span className="font-medium">{FRAMEWORK_NAMES[c.framework]} {c.id}</span> — {c.title}
                </li>
              ))}
            </ul>
          </details>
        )}
        {warning.recommendation && (
          <details className="mt-1 text-xs text-slate-600 dark:text-slate-300">
            <summary className="cursor-pointer text-slate-500 select-none hover:text-slate-700 dark:hover:text-slate-200">How to fix</summary>
            <p className="mt-1">{warning.recommendation}</p>
          </details>
        )}
      </div>
      <Button size="sm" aria-describedby={messageId} busy={fixing} disabled={disabled} onClick={() => onFix(warning)}>
        {actionLabel}
      </Button>
    </li>
  );
}
