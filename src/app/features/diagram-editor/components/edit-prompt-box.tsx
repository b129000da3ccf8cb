import { useState } from 'react';
import { Button } from '../../../ui/button.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { ProgressBar } from '../../../ui/progress-bar.js';
import { costText, PromptMeter, usePromptLimits } from '../../../ui/prompt-meter.js';

interface EditPromptBoxProps {
  pending: boolean;
  error: unknown;
  disabled?: boolean;
  /** Resolves when the edit landed; the box empties then. */
  onApply: (prompt: string) => Promise<unknown>;
  onDismissError: () => void;
}

/** Change the diagram in words ("add a Redis cache between the app and the database"). */
export function EditPromptBox({ pending, error, disabled, onApply, onDismissError }: EditPromptBoxProps) {
  const [prompt, setPrompt] = useState('');
  const limits = usePromptLimits('edit');
  const tooLong = prompt.trim().length > limits.max;
  const ready = prompt.trim().length >= 3 && !tooLong && !pending && !disabled;
  const submit = () => {
    if (!ready) return;
    onApply(prompt.trim()).then(
      () => setPrompt(''),
      () => undefined,
    );
  };
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor="edit-prompt" className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        Change by prompt
      </label>
      <textarea
        id="edit-prompt"
        aria-label="Edit prompt"
        aria-describedby={prompt.length > 0 ? 'edit-prompt-meter' : undefined}
        aria-invalid={tooLong || undefined}
        rows={3}
        value={prompt}
        disabled={disabled}
        onChange={(e) => setPrompt(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            submit();
          }
        }}
        placeholder="Add a Redis cache between the app servers and the database"
        className="w-full resize-y rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-sky-500 focus:ring-2 focus:ring-sky-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      />
      {prompt.length > 0 && <PromptMeter id="edit-prompt-meter" length={prompt.trim().length} max={limits.max} />}
      {pending && <ProgressBar label="Applying the edit" message="Changing the diagram…" />}
      {error != null && <ErrorAlert error={error} onDismiss={onDismissError} onUseExample={(example) => setPrompt(example)} />}
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs text-slate-600 dark:text-slate-400">{limits.cost ? `${costText(limits.cost)} · ` : ''}Ctrl+Enter</span>
        <Button type="submit" variant="primary" size="sm" busy={pending} disabled={!ready}>
          Apply edit
        </Button>
      </div>
    </form>
  );
}
