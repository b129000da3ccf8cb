import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { DiagramOut, VersionSummary, WarningOut } from '../../../../shared/contract/index.js';
import { useDiagram } from '../../../api/diagrams/get-diagram.js';
import { useEditDiagram } from '../../../api/diagrams/edit-diagram.js';
import { useFixWarning } from '../../../api/diagrams/fix-warning.js';
import { useVersion } from '../../../api/versions/get-version.js';
import { useRevertVersion } from '../../../api/versions/revert-version.js';
import { useAutosave } from '../hooks/use-autosave.js';
import { useFollowServer } from '../hooks/use-follow-server.js';
import { useEditorStore } from '../stores/editor-store.js';
import { ConflictBanner } from './conflict-banner.js';
import { DrawioEditor } from './drawio-editor.js';
import { EditorSidebar } from './editor-sidebar.js';
import { EditorToolbar } from './editor-toolbar.js';
import { MissingDiagram } from './missing-diagram.js';
import { PreviewBanner } from './preview-banner.js';

/** /d/:id — the diagram in draw.io, with its review, prompt edits, re-layout, export and history. */
export function EditorPage({ diagramId }: { diagramId: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const previewId = params.get('version');
  const diagram = useDiagram(diagramId);
  const preview = useVersion(diagramId, previewId);
  const doc = useEditorStore((s) => s.doc);
  const adopt = useEditorStore((s) => s.adopt);
  const autosave = useAutosave(diagramId, !previewId);
  const [keeping, setKeeping] = useState(false);
  useFollowServer(diagramId, diagram.data, !!previewId);

  const fix = useFixWarning(diagramId, adopt);
  const edit = useEditDiagram(diagramId, adopt);
  const revert = useRevertVersion(
    diagramId,
    useCallback(
      (d: DiagramOut) => {
        adopt(d);
        navigate('?', { replace: true });
      },
      [adopt, navigate],
    ),
  );

  /** Actions that change the diagram on the server first save what the canvas holds. */
  const saved = useCallback(async () => {
    await autosave.flush();
    if (useEditorStore.getState().conflict) throw new Error('Resolve the conflict first: keep your version or load theirs.');
  }, [autosave]);

  const onFix = (warning: WarningOut) => {
    fix.reset();
    void saved().then(() => fix.mutate(warning), (err: unknown) => console.warn(err));
  };
  const onEdit = async (prompt: string) => {
    await saved();
    return edit.mutateAsync(prompt);
  };
  const onRevert = (version: VersionSummary) => revert.mutate(version.id);

  if (diagram.isError) return <MissingDiagram error={diagram.error} onRetry={() => void diagram.refetch()} />;

  const previewDoc = previewId && preview.data ? { xml: preview.data.xml, key: `preview:${previewId}`, view: `preview:${previewId}` } : null;
  const shown = previewId ? preview.data : diagram.data;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <EditorToolbar
        diagramId={diagramId}
        diagram={diagram.data}
        readOnly={!!previewId}
        before={saved}
        onRelayoutApplied={adopt}
        preview={previewId ? { id: previewId, version_number: preview.data?.version_number } : null}
      />
      <ConflictBanner
        busy={keeping}
        onKeepMine={() => {
          setKeeping(true);
          void autosave.keepMine().finally(() => setKeeping(false));
        }}
        onLoadTheirs={autosave.loadTheirs}
      />
      {previewId && <PreviewBanner version={preview.data} reverting={revert.isPending} onRevert={() => revert.mutate(previewId)} />}
      <div className="flex min-h-0 flex-1">
        <DrawioEditor doc={previewId ? previewDoc : doc} autosave={!previewId} onChange={autosave.onCanvasChange} />
        <EditorSidebar
          diagramId={diagramId}
          shown={shown}
          readOnly={!!previewId}
          previewId={previewId}
          fixing={fix.isPending ? (fix.variables ?? null) : null}
          fixError={fix.error}
          onFix={onFix}
          onDismissFixError={fix.reset}
          editPending={edit.isPending}
          editError={edit.error}
          onEdit={onEdit}
          onDismissEditError={edit.reset}
          reverting={revert.isPending ? (revert.variables ?? null) : null}
          revertError={revert.error}
          onRevert={onRevert}
        />
      </div>
    </div>
  );
}
