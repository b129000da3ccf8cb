import { describeError } from '../../../lib/errors.js';
import { useEditorStore } from '../stores/editor-store.js';

/** Whether the canvas is saved, in a few words (read out politely when it changes). */
export function SaveStatus() {
  const save = useEditorStore((s) => s.save);
  const saveError = useEditorStore((s) => s.saveError);
  const conflict = useEditorStore((s) => s.conflict !== null);
  let text = '';
  let tone = 'text-slate-500 dark:text-slate-400';
  if (conflict) {
    text = 'Not saved: newer version on the server';
    tone = 'text-amber-700 dark:text-amber-300';
  } else if (save === 'pending' || save === 'saving') text = 'Saving…';
  else if (save === 'saved') text = 'All changes saved';
  else if (save === 'error') {
    text = `Not saved: ${describeError(saveError).message}`;
    tone = 'text-red-600 dark:text-red-400';
  }
  return (
    <span role="status" aria-live="polite" data-testid="editor.save-status" data-state={conflict ? 'conflict' : save} className={`truncate text-xs ${tone}`}>
      {text}
    </span>
  );
}
