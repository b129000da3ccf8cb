import type { Ref } from 'react';
import type { DescriptionOut, DiagramOut, DiffOut, VersionSummary, WarningOut } from '../../../../shared/contract/index.js';
import { ChangesPanel } from './changes-panel.js';
import { DescriptionPanel } from './description-panel.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { EditPromptBox } from './edit-prompt-box.js';
import { VersionsPanel } from './versions-panel.js';
import { WarningsPanel } from './warnings-panel.js';

interface EditorSidebarProps {
  /** The Review heading: where focus goes after a new result and when leaving the editor. */
  reviewRef?: Ref<HTMLHeadingElement>;
  diagramId: string;
  /** The diagram as the canvas shows it (the current version, or the previewed one). */
  shown: DiagramOut | undefined;
  readOnly: boolean;
  previewId: string | null;
  /** The shown version in words (GET /description), and the id its full text takes. */
  description?: DescriptionOut | undefined;
  descriptionId?: string;
  /** Comparing a version with the current one: what changed. */
  diff?: DiffOut | undefined;
  diffError?: unknown;
  fixing: WarningOut | null;
  fixError: unknown;
  onFix: (warning: WarningOut) => void;
  onDismissFixError: () => void;
  editPending: boolean;
  editError: unknown;
  onEdit: (prompt: string) => Promise<unknown>;
  onDismissEditError: () => void;
  reverting: string | null;
  revertError: unknown;
  onRevert: (version: VersionSummary) => void;
}

const heading = 'text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';

/** The right-hand side of the editor: review, change by prompt, and history. */
export function EditorSidebar(props: EditorSidebarProps) {
  const { shown, readOnly } = props;
  return (
    <aside
      aria-label="Diagram tools"
      className="flex w-72 shrink-0 flex-col gap-5 overflow-y-auto xl:w-[22rem] border-l border-slate-200 bg-white px-4 py-4 dark:border-slate-800 dark:bg-slate-900"
    >
      {(props.diff || props.diffError != null) && (
        <div className="flex flex-col gap-2">
          <h2 className={heading}>Changes</h2>
          {props.diffError != null ? <ErrorAlert error={props.diffError} /> : props.diff && <ChangesPanel diff={props.diff} />}
        </div>
      )}
      <div className="flex flex-col gap-2">
        <h2 ref={props.reviewRef} tabIndex={-1} id="editor-review" className={`${heading} rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500`}>
          Review
        </h2>
        {shown ? (
          <WarningsPanel
            diagram={shown}
            fixing={props.fixing}
            fixError={props.fixError}
            onFix={props.onFix}
            onDismissError={props.onDismissFixError}
            readOnly={readOnly}
          />
        ) : (
          <div className="h-24 animate-pulse rounded-md bg-slate-100 dark:bg-slate-800" />
        )}
      </div>
      {!readOnly && (
        <EditPromptBox
          pending={props.editPending}
          error={props.editError}
          disabled={!shown}
          onApply={props.onEdit}
          onDismissError={props.onDismissEditError}
        />
      )}
      {props.description && props.descriptionId && (
        <div className="flex flex-col gap-2">
          <h2 className={heading}>Description</h2>
          <DescriptionPanel description={props.description} textId={props.descriptionId} />
        </div>
      )}
      <div className="flex flex-col gap-2">
        <h2 className={heading}>Versions</h2>
        {props.revertError != null && <ErrorAlert error={props.revertError} />}
        <VersionsPanel diagramId={props.diagramId} previewId={props.previewId} reverting={props.reverting} onRevert={props.onRevert} />
      </div>
    </aside>
  );
}
