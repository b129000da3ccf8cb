import { describeError } from '../lib/errors.js';
import { Button } from './button.js';
import { useCountdown } from './use-countdown.js';

interface ErrorAlertProps {
  error: unknown;
  /** Offered as "Try again" (after any wait the server asked for). */
  onRetry?: () => void;
  /** NOT_UNDERSTOOD: put the server's example prompt where the person types. */
  onUseExample?: (example: string) => void;
  onDismiss?: () => void;
  className?: string;
}

/** Any error, in plain words, with the next step: upgrade, wait, rephrase, or try again. */
export function ErrorAlert({ error, onRetry, onUseExample, onDismiss, className = '' }: ErrorAlertProps) {
  const view = describeError(error);
  const wait = useCountdown(view.retryAfter);
  return (
    <div
      role="alert"
      className={`rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-100 ${className}`}
    >
      <div className="flex items-start gap-2">
        <p className="font-semibold">{view.title}</p>
        {onDismiss && (
          <button type="button" aria-label="Dismiss" onClick={onDismiss} className="ml-auto rounded px-1 text-red-700 hover:bg-red-100 dark:text-red-200 dark:hover:bg-red-900/50">
            ×
          </button>
        )}
      </div>
      <p className="mt-1">{view.message}</p>
      {view.understood && (
        <p className="mt-2">
          <span className="font-medium">What Skyplan understood:</span> {view.understood}
        </p>
      )}
      {view.example && (
        <div className="mt-2">
          <span className="font-medium">Try, for example:</span> <q className="italic">{view.example}</q>
          {onUseExample && (
            <Button size="sm" className="ml-2" onClick={() => onUseExample(view.example!)}>
              Use this example
            </Button>
          )}
        </div>
      )}
      {view.fields && view.fields.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {view.fields.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
      {wait > 0 && <p className="mt-1 font-medium">Please wait {wait} second{wait === 1 ? '' : 's'} before trying again.</p>}
      <div className="mt-2 flex flex-wrap items-center gap-2 empty:hidden">
        {view.upgradeUrl && (
          <a href={view.upgradeUrl} className="inline-flex h-7 items-center rounded-md bg-red-600 px-2.5 text-xs font-medium text-white hover:bg-red-700">
            Get more credits
          </a>
        )}
        {onRetry && view.code !== 'QUOTA_EXCEEDED' && (
          <Button size="sm" onClick={onRetry} disabled={wait > 0}>
            Try again
          </Button>
        )}
        {view.requestId && <span className="text-xs text-red-700/70 dark:text-red-200/60">Reference: {view.requestId}</span>}
      </div>
    </div>
  );
}
