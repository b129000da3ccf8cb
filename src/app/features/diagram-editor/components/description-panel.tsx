import type { DescriptionOut } from '../../../../shared/contract/index.js';

interface DescriptionPanelProps {
  description: DescriptionOut | undefined;
  /** Id of the hidden full text the canvas is described by. */
  textId: string;
}

/**
 * The diagram in words: the summary always shown, the whole description (frames, flows, findings)
 * a click away; the full text also describes the canvas for screen readers.
 */
export function DescriptionPanel({ description, textId }: DescriptionPanelProps) {
  if (!description) return null;
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="editor.description">
      <div id={textId} className="sr-only">
        {description.text.split('\n\n').map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      <p className="text-slate-700 dark:text-slate-200">{description.summary}</p>
      <details className="text-xs text-slate-600 dark:text-slate-300">
        <summary className="cursor-pointer text-slate-500 select-none hover:text-slate-700 dark:hover:text-slate-200">Read the whole description</summary>
        {description.sections.map((s) => (
          <div key={s.heading} className="mt-2">
            <h3 className="font-semibold">{s.heading}</h3>
            <ul className="mt-0.5 list-disc space-y-0.5 pl-4">
              {s.lines.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </div>
        ))}
      </details>
    </div>
  );
}
