import type { ScoreOut } from '../../../../shared/contract/index.js';

function tone(score: number): string {
  if (score >= 90) return 'text-emerald-600 dark:text-emerald-400';
  if (score >= 60) return 'text-amber-600 dark:text-amber-400';
  return 'text-red-600 dark:text-red-400';
}

/** The review score: 0–100 from the current warnings, with what fixing them would win back. */
export function ScoreCard({ score }: { score: ScoreOut | null | undefined }) {
  if (!score) return <p className="text-sm text-slate-500">No score yet.</p>;
  return (
    <div className="flex items-center gap-3" data-testid="editor.score" data-score={score.score}>
      <div className={`text-3xl leading-none font-semibold tabular-nums ${tone(score.score)}`} aria-label={`Score ${score.score} out of 100`}>
        {score.score}
        <span className="text-sm font-normal text-slate-400">/100</span>
      </div>
      <div className="text-xs leading-tight text-slate-600 dark:text-slate-400">
        <div className="font-medium text-slate-800 capitalize dark:text-slate-200">{score.tier}</div>
        <div>
          {score.warning_count === 0
            ? 'No warnings'
            : `${score.warning_count} warning${score.warning_count === 1 ? '' : 's'} · +${score.recoverable_points} if fixed`}
        </div>
      </div>
    </div>
  );
}
