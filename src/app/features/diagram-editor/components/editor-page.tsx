import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { DiagramOut, VersionSummary, WarningOut } from '../../../../shared/contract/index.js';
import { useDiagram } from '../../../api/diagrams/get-diagram.js';
import { useEditDiagram } from '../../../api/diagrams/edit-diagram.js';
import { useFixWarning } from '../../../api/diagrams/fix-warning.js';
import { useVersion } from '../../../api/versions/get-version.js';
import { useDescription, useDiff } from '../../../api/compare/get-diff.js';
import { highlightChanges } from '../lib/compare-xml.js';
import { CompareBanner } from './changes-panel.js';
import { useRevertVersion } from '../../../api/versions/revert-version.js';
import { useAutosave } from '../hooks/use-autosave.js';
import { useFollowServer } from '../hooks/use-follow-server.js';
import { useLeaveEditor } from '../hooks/use-leave-editor.js';
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
  const location = useLocation();
  const [params] = useSearchParams();
  const compareId = params.get('compare');
  const previewId = params.get('version') ?? compareId;
  const diagram = useDiagram(diagramId);
  const preview = useVersion(diagramId, previewId);
  const diff = useDiff(diagramId, compareId ? (preview.data?.version_number ?? undefined) : undefined, diagram.data?.version_number ?? undefined);
  const compareXml = useMemo(
    () => (compareId && diff.data && diagram.data && preview.data ? highlightChanges(diagram.data.xml, preview.data.xml, diff.data) : null),
    [compareId, diff.data, diagram.data, preview.data],
  );
  const doc = useEditorStore((s) => s.doc);
  const adopt = useEditorStore((s) => s.adopt);
  const autosave = useAutosave(diagramId, !previewId);
  const [keeping, setKeeping] = useState(false);
  useFollowServer(diagramId, diagram.data, !!previewId);

  // Keyboard focus: a new result (generated, fixed, edited) moves focus to the review, also after
  // the editor loads it (draw.io takes focus on load); F6 in the editor leaves it (see useLeaveEditor).
  const reviewRef = useRef<HTMLHeadingElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const focusAfterLoad = useRef((location.state as { focus?: string } | null)?.focus === 'review');
  const focusReview = useCallback(() => reviewRef.current?.focus(), []);
  const { inEditor, leave } = useLeaveEditor((back) => {
    if (back) toolbarRef.current?.querySelector<HTMLElement>('button:not([disabled]):not([data-leave-editor]), select:not([disabled])')?.focus();
    else focusReview();
  });
  useEffect(() => {
    if (focusAfterLoad.current) focusReview();
  }, [focusReview, diagram.data]);
  const onLoaded = useCallback(() => {
    if (!focusAfterLoad.current) return;
    focusAfterLoad.current = false;
    focusReview();
  }, [focusReview]);
  const adoptResult = useCallback(
    (d: DiagramOut) => {
      adopt(d);
      focusAfterLoad.current = true;
      focusReview();
    },
    [adopt, focusReview],
  );

  const fix = useFixWarning(diagramId, adoptResult);
  const edit = useEditDiagram(diagramId, adoptResult);
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
    // A refused fix: its message shows under the review heading, where focus goes (not to <body>).
    void saved().then(() => fix.mutate(warning, { onError: focusReview }), (err: unknown) => console.warn(err));
  };
  const onEdit = async (prompt: string) => {
    await saved();
    return edit.mutateAsync(prompt);
  };
  const onRevert = (version: VersionSummary) => revert.mutate(version.id);

  const descriptionId = useId();
  const describedVersion = (compareId ? diagram.data : previewId ? preview.data : diagram.data)?.version_number ?? undefined;
  const description = useDescription(diagramId, describedVersion);

  if (diagram.isError) return <MissingDiagram error={diagram.error} onRetry={() => void diagram.refetch()} />;

  const previewDoc = compareId
    ? compareXml !== null ? { xml: compareXml, key: `compare:${compareId}:${diagram.data?.version_number ?? 0}`, view: `compare:${compareId}` } : null
    : previewId && preview.data ? { xml: preview.data.xml, key: `preview:${previewId}`, view: `preview:${previewId}` } : null;
  const shown = compareId ? diagram.data : previewId ? preview.data : diagram.data;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <EditorToolbar
        diagramId={diagramId}
        diagram={diagram.data}
        altText={description.data?.text}
        readOnly={!!previewId}
        before={saved}
        onRelayoutApplied={adopt}
        preview={previewId ? { id: previewId, version_number: preview.data?.version_number } : null}
        containerRef={toolbarRef}
        inEditor={inEditor}
        onLeaveEditor={() => leave(false)}
      />
      <ConflictBanner
        busy={keeping}
        onKeepMine={() => {
          setKeeping(true);
          void autosave.keepMine().finally(() => setKeeping(false));
        }}
        onLoadTheirs={autosave.loadTheirs}
      />
      {compareId && <CompareBanner from={preview.data?.version_number ?? undefined} to={diagram.data?.version_number ?? undefined} />}
      {previewId && !compareId && <PreviewBanner version={preview.data} reverting={revert.isPending} onRevert={() => revert.mutate(previewId)} />}
      <div className="flex min-h-0 flex-1">
        <DrawioEditor
          doc={previewId ? previewDoc : doc}
          autosave={!previewId}
          onChange={autosave.onCanvasChange}
          onLoaded={onLoaded}
          pageName={diagram.data?.title}
          describedBy={description.data ? descriptionId : undefined}
        />
        <EditorSidebar
          reviewRef={reviewRef}
          diagramId={diagramId}
          shown={shown}
          readOnly={!!previewId}
          previewId={previewId}
          description={description.data}
          descriptionId={descriptionId}
          diff={compareId ? diff.data : undefined}
          diffError={compareId ? diff.error : null}
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
