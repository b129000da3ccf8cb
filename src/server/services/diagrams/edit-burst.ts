import type { Transaction } from 'kysely';
import type { Actor } from '../../context.js';
import type { DB, DiagramRow, VersionRow } from '../../db/schema.js';
import { appendVersion, currentVersion, notFound, versionConflict, type NewVersion } from './store.js';

/**
 * Editing bursts: the editor autosaves after every pause, and each save used to be a version.
 * A save that opts in (sends `base_revision`) updates the current version in place when that
 * version came from the same credential's own save less than SKYPLAN_EDIT_BURST_SECONDS ago and
 * has no name; otherwise it becomes a new version as before. Every in-place change bumps the
 * version's revision, and a save built on an older revision is refused (409 VERSION_CONFLICT), so
 * two tabs in one burst never overwrite each other silently.
 */

/** Who saved: bursts are per API key or per web session, never shared across them. */
export function editorOf(actor: Pick<Actor, 'via' | 'keyId' | 'sessionId'>): string {
  return actor.via === 'key' ? `key:${actor.keyId ?? ''}` : `session:${actor.sessionId ?? ''}`;
}

/** Whether a save by `editor` at `now` may change `version` in place. */
export function continuesBurst(version: Pick<VersionRow, 'name' | 'edited_by' | 'created_at' | 'updated_at'>, editor: string, now: Date, burstSeconds: number): boolean {
  if (burstSeconds <= 0 || version.name !== null || version.edited_by !== editor) return false;
  const last = version.updated_at ?? version.created_at;
  return now.getTime() - last.getTime() < burstSeconds * 1000;
}

export interface EditorSave {
  diagramId: string;
  version: NewVersion;
  editor: string;
  now: Date;
  burstSeconds: number;
  baseVersion?: number;
  baseRevision?: number;
}

/** Saves editor XML: in place within a burst (see above), else as a new version. */
export async function saveEditorXml(trx: Transaction<DB>, save: EditorSave): Promise<DiagramRow> {
  const version = { ...save.version, editedBy: save.editor };
  if (save.baseRevision === undefined || save.baseVersion === undefined) {
    return (await appendVersion(trx, save.diagramId, version, save.now, save.baseVersion)).diagram;
  }
  // The diagram row's lock puts this diagram's writers one after another from here to commit.
  const diagram = await trx.selectFrom('diagrams').selectAll().where('id', '=', save.diagramId).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
  if (!diagram) throw notFound();
  if (diagram.current_version_number !== save.baseVersion) throw versionConflict();
  const current = await currentVersion(trx, diagram);
  if (current.revision !== save.baseRevision) throw versionConflict();
  if (continuesBurst(current, save.editor, save.now, save.burstSeconds)) {
    // `name IS NULL` again here: a version named meanwhile keeps its content (the save is a new version).
    const changed = await trx
      .updateTable('versions')
      .set({
        xml: version.xml,
        warnings: JSON.stringify(version.warnings),
        suggestions: JSON.stringify(version.suggestions),
        revision: current.revision + 1,
        updated_at: save.now,
      })
      .where('id', '=', current.id)
      .where('revision', '=', save.baseRevision)
      .where('name', 'is', null)
      .executeTakeFirst();
    if (changed.numUpdatedRows > 0n) {
      return trx.updateTable('diagrams').set({ updated_at: save.now }).where('id', '=', diagram.id).returningAll().executeTakeFirstOrThrow();
    }
  }
  return (await appendVersion(trx, save.diagramId, version, save.now, save.baseVersion)).diagram;
}
