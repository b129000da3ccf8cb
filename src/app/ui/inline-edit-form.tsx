import { Button } from './button.js';
import { describeError } from '../lib/errors.js';

export interface InlineEditFormProps {
  /** The field's accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  busy: boolean;
  error: unknown;
  maxLength: number;
  placeholder?: string;
  className?: string;
  inputClassName?: string;
}

/** A text field that edits one value in place: focused on open, Enter saves, Escape cancels. */
export function InlineEditForm({ label, value, onChange, onSave, onCancel, busy, error, maxLength, placeholder, className = '', inputClassName = '' }: InlineEditFormProps) {
  return (
    <form
      className={`flex min-w-0 items-center gap-1.5 ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <input
        aria-label={label}
        autoFocus
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          e.stopPropagation();
          onCancel();
        }}
        className={`min-w-0 rounded-md border border-slate-300 bg-white px-2 focus:border-sky-500 focus:ring-2 focus:ring-sky-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 ${inputClassName}`}
      />
      <Button type="submit" size="sm" variant="primary" busy={busy}>
        Save
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      {error != null && (
        <span role="alert" className="text-xs text-red-600">
          {describeError(error).message}
        </span>
      )}
    </form>
  );
}
