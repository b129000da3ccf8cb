import { useEffect, useRef } from 'react';
import type { DiagramOut } from '../../../../shared/contract/index.js';
import { revisionOf, useEditorStore } from '../stores/editor-store.js';

/**
 * Keeps the canvas in step with the server's current version. The first answer is loaded; a newer
 * revision that this page did not make (someone saved elsewhere, seen on a refetch) is loaded when
 * the canvas has no unsaved work, and becomes a conflict when it has. Leaving a version preview
 * shows the current version again.
 */
export function useFollowServer(diagramId: string, current: DiagramOut | undefined, previewing: boolean): void {
  useEffect(() => {
    useEditorStore.getState().open(diagramId);
  }, [diagramId]);

  const wasPreviewing = useRef(previewing);
  useEffect(() => {
    const left = wasPreviewing.current && !previewing;
    wasPreviewing.current = previewing;
    if (!current || previewing) return;
    const state = useEditorStore.getState();
    if (state.diagramId !== diagramId) return;
    if (state.base === null || left) return state.adopt(current);
    if (revisionOf(current) === state.base || state.save === 'saving') return;
    if (state.dirty) state.setConflict(current);
    else state.adopt(current);
  }, [diagramId, current, previewing]);
}
