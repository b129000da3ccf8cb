import { GENERATION_STAGES, type GenerationStage } from '../../../../shared/contract/index.js';
import { ProgressBar } from '../../../ui/progress-bar.js';
import { useGenerationStore } from '../stores/generation-store.js';

const LABELS: Record<GenerationStage, string> = {
  understanding: 'Understanding',
  planning: 'Planning',
  layout: 'Layout',
  review: 'Review',
  saving: 'Saving',
};

/** The server's real stages as they happen: a bar, the current message, and the steps so far. */
export function GenerationProgress() {
  const stage = useGenerationStore((s) => s.stage);
  const progress = useGenerationStore((s) => s.progress);
  const message = useGenerationStore((s) => s.message);
  const current = stage ? GENERATION_STAGES.indexOf(stage) : -1;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/50" data-testid="generate.progress" data-stage={stage ?? ''}>
      <ProgressBar label="Generation progress" value={progress} message={message} />
      <ol className="flex gap-1 text-xs" aria-label="Stages">
        {GENERATION_STAGES.map((s, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'todo';
          return (
            <li
              key={s}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`flex flex-1 items-center gap-1.5 rounded px-2 py-1 ${
                state === 'done'
                  ? 'text-emerald-700 dark:text-emerald-300'
                  : state === 'current'
                    ? 'bg-white font-medium text-sky-700 shadow-sm dark:bg-slate-900 dark:text-sky-300'
                    : 'text-slate-400'
              }`}
            >
              <span aria-hidden>{state === 'done' ? '✓' : `${i + 1}.`}</span>
              {LABELS[s]}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
