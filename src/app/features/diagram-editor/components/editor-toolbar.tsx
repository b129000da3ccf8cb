import type { Ref } from 'react';
import type { DiagramOut } from '../../../../shared/contract/index.js';
import { Button } from '../../../ui/button.js';
import { ExportControls } from './export-controls.js';
import { RelayoutControl } from './relayout-control.js';
import { SaveStatus } from './save-status.js';
import { TitleEditor } from './title-editor.js';

interface EditorToolbarProps {
  diagramId: string;
  diagram: DiagramOut | undefined;
  readOnly: boolean;
  /** The diagram in words: the alt text of exported images. */
  altText?: string | undefined;
  before: () => Promise<void>;
  onRelayoutApplied: (diagram: DiagramOut) => void;
  /** The earlier version being previewed, if any: export acts on it. */
  preview?: { id: string; version_number?: number | null } | null;
  containerRef?: Ref<HTMLDivElement>;
  /** Whether the embedded editor has the keyboard: a "Leave editor" control shows then. */
  inEditor?: boolean;
  onLeaveEditor?: () => void;
}

/** Title and save state on the left; re-layout and export on the right. */
export function EditorToolbar({ diagramId, diagram, altText, readOnly, before, onRelayoutApplied, preview, containerRef, inEditor, onLeaveEditor }: EditorToolbarProps) {
  return (
    <div ref={containerRef} className="relative flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {diagram ? (
          <TitleEditor diagramId={diagramId} title={diagram.title} readOnly={readOnly} />
        ) : (
          <div className="h-5 w-48 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
        )}
        {diagram?.cloud_provider && (
          <span className="hidden shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600 uppercase xl:inline dark:bg-slate-800 dark:text-slate-300">
            {diagram.cloud_provider}
          </span>
        )}
        <SaveStatus />
      </div>
      {inEditor && (
        <Button variant="primary" size="sm" data-leave-editor onClick={onLeaveEditor} title="F6 leaves the editor; Shift+F6 goes back to the toolbar">
          Leave editor (F6)
        </Button>
      )}
      <RelayoutControl diagramId={diagramId} disabled={readOnly || !diagram} before={before} onApplied={onRelayoutApplied} />
      <div className="h-6 w-px bg-slate-200 dark:bg-slate-700" />
      <ExportControls diagramId={diagramId} title={diagram?.title ?? 'diagram'} altText={altText} before={before} version={preview} />
    </div>
  );
}
