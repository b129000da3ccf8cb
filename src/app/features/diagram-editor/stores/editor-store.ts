import { create } from 'zustand';
import type { DiagramOut } from '../../../../shared/contract/index.js';

/**
 * Which server version a document is: `v<number>r<revision>` (a version changes in place within
 * an editing burst, each change a new revision), else when it was made.
 */
export function revisionOf(diagram: Pick<DiagramOut, 'version_number' | 'updated_at' | 'version_id' | 'version_revision'>): string {
  if (diagram.version_number != null) return `v${diagram.version_number}r${diagram.version_revision ?? 0}`;
  return diagram.version_id ?? diagram.updated_at ?? 'unknown';
}

/** The version number and revision a base from `revisionOf` names (null when it names none). */
export function parseRevision(base: string | null): { version: number; revision: number } | null {
  const m = /^v(\d+)r(\d+)$/.exec(base ?? '');
  return m ? { version: Number(m[1]), revision: Number(m[2]) } : null;
}

export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface EditorState {
  diagramId: string | null;
  /** What the canvas must show; a new `key` makes the editor load `xml`. */
  doc: { xml: string; key: string; view: string } | null;
  /** The server revision the canvas content is based on. */
  base: string | null;
  /** The latest XML from the canvas, kept until it is saved (never dropped on a conflict). */
  localXml: string | null;
  /** Canvas changes not yet on the server. */
  dirty: boolean;
  save: SaveState;
  saveError: unknown;
  /** The server has a newer revision than `base` while the canvas has unsaved work. */
  conflict: { theirs: DiagramOut } | null;
  /** Start over for a diagram (the page changed). */
  open: (diagramId: string) => void;
  /** Show a server version in the canvas and take it as the base (load, fix, edit, revert…). */
  adopt: (diagram: DiagramOut) => void;
  /** The canvas changed: remember its XML until it is saved. */
  changed: (xml: string) => void;
  setSave: (save: SaveState, error?: unknown) => void;
  /** A save went through: the server's revision is now `base`. */
  saved: (base: string, stillDirty: boolean) => void;
  setConflict: (theirs: DiagramOut | null) => void;
}

export const useEditorStore = create<EditorState>((set) => ({
  diagramId: null,
  doc: null,
  base: null,
  localXml: null,
  dirty: false,
  save: 'idle',
  saveError: null,
  conflict: null,
  open: (diagramId) => set({ diagramId, doc: null, base: null, localXml: null, dirty: false, save: 'idle', saveError: null, conflict: null }),
  adopt: (diagram) =>
    set({
      doc: { xml: diagram.xml, key: `${diagram.id}:${revisionOf(diagram)}:${Date.now()}`, view: diagram.id },
      base: revisionOf(diagram),
      localXml: null,
      dirty: false,
      conflict: null,
      save: 'idle',
      saveError: null,
    }),
  changed: (xml) => set({ localXml: xml, dirty: true, save: 'pending', saveError: null }),
  setSave: (save, error) => set({ save, saveError: error ?? null }),
  saved: (base, stillDirty) => set({ base, dirty: stillDirty, save: stillDirty ? 'pending' : 'saved', saveError: null, conflict: null }),
  setConflict: (theirs) => set({ conflict: theirs ? { theirs } : null, save: theirs ? 'idle' : 'pending' }),
}));
