import { MAX_PROMPT_CHARS } from '../../shared/contract/index.js';
import { useFeatures } from '../api/meta.js';

/** What a prompt may hold and what running it costs, from the caller's plan (/meta/features). */
export function usePromptLimits(action: 'generate' | 'edit' | 'fix') {
  const features = useFeatures();
  const limits = features.data?.limits ?? {};
  const max = limits.max_prompt_chars ?? MAX_PROMPT_CHARS;
  const min = limits[`${action}_credits_min`];
  const cost = min === undefined ? null : { min, max: limits[`${action}_credits_max`] ?? min };
  return { max, cost };
}

const number = new Intl.NumberFormat('en');

/** "1 credit", "1–3 credits". */
export function costText(cost: { min: number; max: number }): string {
  const n = cost.min === cost.max ? number.format(cost.min) : `${number.format(cost.min)}–${number.format(cost.max)}`;
  return `${n} ${cost.max === 1 ? 'credit' : 'credits'}`;
}

/** The message shown, before anything is sent, when a prompt is longer than the limit. */
export function overLimitText(length: number, max: number): string {
  return `This prompt is ${number.format(length)} characters; the limit is ${number.format(max)}. Shorten it by ${number.format(length - max)} characters to send it.`;
}

interface PromptMeterProps {
  id: string;
  length: number;
  max: number;
}

/** "1,234 / 30,000 characters" under a prompt box, and a clear message past the limit. */
export function PromptMeter({ id, length, max }: PromptMeterProps) {
  const over = length > max;
  return (
    <div id={id} className="flex flex-col gap-1 text-xs">
      <span data-testid="prompt.count" className={over ? 'font-medium text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}>
        {number.format(length)} / {number.format(max)} characters
      </span>
      {over && (
        <p role="alert" className="rounded-md bg-red-50 px-2 py-1.5 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
          {overLimitText(length, max)}
        </p>
      )}
    </div>
  );
}
