import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SkyplanApiError } from '../../../../sdk/index.js';
import { diagramQuery } from '../../../api/diagrams/get-diagram.js';
import { updateDiagram } from '../../../api/diagrams/update-diagram.js';
import { parseRevision, revisionOf, useEditorStore } from '../stores/editor-store.js';

/** Canvas changes are saved after this quiet period (draw.io sends one autosave per change). */
export const AUTOSAVE_DELAY_MS = 800;

export interface Autosave {
  /** The canvas changed: save it after a quiet moment. */
  onCanvasChange: (xml: string) => void;
  /** Save now and wait, e.g. before a fix or an edit so they apply to what the person sees. */
  flush: () => Promise<void>;
  /** Conflict: save the canvas as a new version on top of theirs. */
  keepMine: () => Promise<void>;
  /** Conflict: drop the canvas changes and show the server's version. */
  loadTheirs: () => void;
}

/**
 * Saves what is drawn in the canvas (PATCH {xml}: a new version, or the same one again within an
 * editing burst; free), then re-reads the diagram
 * so the warnings and score follow. Before saving it checks that the server still has the version
 * the canvas started from; if someone else saved meanwhile, nothing is overwritten and nothing is
 * lost: the canvas keeps the local XML and the person chooses (see ConflictBanner).
 */
export function useAutosave(diagramId: string, enabled: boolean): Autosave {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const changes = useRef(0);

  const fetchCurrent = useCallback(() => queryClient.fetchQuery({ ...diagramQuery(diagramId), staleTime: 0 }), [queryClient, diagramId]);

  const saveOnce = useCallback(
    async (overwrite: boolean) => {
      const state = useEditorStore.getState();
      if (state.diagramId !== diagramId || !state.dirty || !state.localXml) return;
      if (state.conflict && !overwrite) return;
      const xml = state.localXml;
      const seen = changes.current;
      state.setSave('saving');
      try {
        if (!overwrite) {
          const current = await fetchCurrent();
          if (revisionOf(current) !== useEditorStore.getState().base) {
            useEditorStore.getState().setConflict(current);
            return;
          }
        }
        // The server refuses (409 VERSION_CONFLICT) if the version changed after the check above;
        // within an editing burst it updates that version instead of adding one (base_revision).
        const base = parseRevision(useEditorStore.getState().base);
        await updateDiagram(diagramId, { xml, ...(!overwrite && base ? { base_version: base.version, base_revision: base.revision } : {}) });
        const fresh = await fetchCurrent();
        useEditorStore.getState().saved(revisionOf(fresh), changes.current !== seen);
        void queryClient.invalidateQueries({ queryKey: ['versions', diagramId] });
        void queryClient.invalidateQueries({ queryKey: ['diagrams', 'list'] });
      } catch (err) {
        if (err instanceof SkyplanApiError && err.code === 'VERSION_CONFLICT') {
          useEditorStore.getState().setConflict(await fetchCurrent());
        } else {
          useEditorStore.getState().setSave('error', err);
        }
      }
    },
    [diagramId, fetchCurrent, queryClient],
  );

  /** One save at a time; changes made during a save are saved right after it. */
  const run = useCallback(
    (overwrite = false): Promise<void> => {
      const previous = running.current ?? Promise.resolve();
      const next = previous.then(() => saveOnce(overwrite));
      running.current = next.finally(() => {
        if (running.current === next) running.current = null;
      });
      return next;
    },
    [saveOnce],
  );

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void run().then(() => {
        const s = useEditorStore.getState();
        if (s.dirty && s.save === 'pending' && !s.conflict) schedule();
      });
    }, AUTOSAVE_DELAY_MS);
  }, [run]);

  const onCanvasChange = useCallback(
    (xml: string) => {
      if (!enabled) return;
      changes.current += 1;
      useEditorStore.getState().changed(xml);
      schedule();
    },
    [enabled, schedule],
  );

  const flush = useCallback(async () => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    await run();
  }, [run]);

  const keepMine = useCallback(() => run(true), [run]);

  const loadTheirs = useCallback(() => {
    const theirs = queryClient.getQueryData(diagramQuery(diagramId).queryKey) ?? useEditorStore.getState().conflict?.theirs;
    if (theirs) useEditorStore.getState().adopt(theirs);
  }, [queryClient, diagramId]);

  // Leaving the page with a save still waiting: send it now (saveOnce reads the store before its
  // first await, so the next page resetting the store cannot drop the XML).
  useEffect(
    () => () => {
      if (!timer.current) return;
      clearTimeout(timer.current);
      timer.current = null;
      void saveOnce(false);
    },
    [saveOnce],
  );

  // Closing the tab with unsaved canvas work: let the browser ask first.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (useEditorStore.getState().dirty) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return { onCanvasChange, flush, keepMine, loadTheirs };
}
