import { useEffect } from 'react';
import type { DiagramOut } from '../../../../shared/contract/index.js';
import { Button } from '../../../ui/button.js';
import { ConfirmDialog } from '../../../ui/confirm-dialog.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { ProgressBar } from '../../../ui/progress-bar.js';
import { useRelayout } from '../hooks/use-relayout.js';

const STAGES: Record<string, string> = { pending: 'Waiting for a worker…', running: 'Re-laying out…', done: 'Done' };

interface RelayoutControlProps {
  diagramId: string;
  disabled?: boolean;
  before: () => Promise<void>;
  onApplied: (diagram: DiagramOut) => void;
}

/** Re-layout: asks first when it costs credits, then shows the job's progress. */
export function RelayoutControl({ diagramId, disabled, before, onApplied }: RelayoutControlProps) {
  const relayout = useRelayout(diagramId, before, onApplied);
  const { state, reset } = relayout;
  const running = state.phase === 'running' || state.phase === 'asking';

  // The "done" note goes away by itself.
  useEffect(() => {
    if (state.phase !== 'done') return;
    const t = setTimeout(reset, 6000);
    return () => clearTimeout(t);
  }, [state.phase, reset]);

  return (
    <div className="relative flex items-center gap-2">
      <Button onClick={() => void relayout.request()} busy={running} disabled={disabled}>
        Re-layout
      </Button>
      {state.phase === 'running' && (
        <div className="w-40">
          <ProgressBar label="Re-layout progress" value={relayout.progress} message={STAGES[relayout.jobStatus] ?? relayout.jobStatus} />
        </div>
      )}
      {state.phase === 'confirm' && (
        <ConfirmDialog title="Re-layout this diagram?" confirmLabel="Re-layout" onConfirm={() => void relayout.confirm()} onCancel={reset}>
          <p>{state.message}</p>
          {state.credits !== undefined && (
            <p className="mt-2">
              It costs {state.credits} credit{state.credits === 1 ? '' : 's'}, charged only when the new layout is delivered. The current layout stays in the version history.
            </p>
          )}
        </ConfirmDialog>
      )}
      {state.phase === 'done' && (
        // Inline in the toolbar: a note never covers the review panel or the canvas controls.
        <p role="status" className="max-w-56 truncate text-xs text-emerald-800 dark:text-emerald-200" title={state.notice}>
          {state.notice}
        </p>
      )}
      {state.phase === 'error' && (
        <div className="absolute top-full right-0 z-40 mt-2 w-80">
          <ErrorAlert error={state.error} onDismiss={reset} onRetry={() => void relayout.request()} />
        </div>
      )}
    </div>
  );
}
