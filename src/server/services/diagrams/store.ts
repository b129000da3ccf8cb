import type { Kysely, Transaction } from 'kysely';
import type { DB, DiagramRow, StoredWarning, VersionRow } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { isId, newId } from '../../ids.js';
import type { ReadCache } from '../../db/read-cache.js';

/** Diagram and version storage shared by the diagram services. */

export const versionConflict = () =>
  new ApiError('VERSION_CONFLICT', 'The diagram changed while this request was running. Load the latest version and try again.');

export const notFound = (what = 'diagram') =>
  new ApiError('NOT_FOUND', `No ${what} with that id in your account. List yours with GET /api/v2/diagrams.`);

/** A live diagram of the account; anything else (unknown, deleted, another account's) is 404. */
export async function findOwnedDiagram(db: Kysely<DB> | Transaction<DB>, accountId: string, id: string): Promise<DiagramRow> {
  if (!isId(id)) throw notFound();
  const row = await db
    .selectFrom('diagrams')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The diagram with its current version, in one query (the hot read path). */
export async function findOwnedWithCurrent(
  db: Kysely<DB>,
  accountId: string,
  id: string,
  cache: ReadCache | null = null,
): Promise<{ diagram: DiagramRow; version: VersionRow }> {
  if (!isId(id)) throw notFound();
  const cached = cache?.get<{ diagram: DiagramRow; version: VersionRow }>(`diagram:${id}`);
  if (cached) {
    if (cached.diagram.account_id !== accountId || cached.diagram.deleted_at) throw notFound();
    return cached;
  }
  const stamp = cache?.stamp ?? 0;
  const found = await readWithCurrent(db, id);
  if (!found || found.diagram.account_id !== accountId || found.diagram.deleted_at) throw notFound();
  cache?.set(`diagram:${id}`, found, stamp);
  return found;
}

async function readWithCurrent(db: Kysely<DB>, id: string): Promise<{ diagram: DiagramRow; version: VersionRow } | null> {
  const row = await db
    .selectFrom('diagrams as d')
    .innerJoin('versions as v', 'v.id', 'd.current_version_id')
    .selectAll('d')
    .select([
      'v.id as v_id',
      'v.version_number as v_number',
      'v.xml as v_xml',
      'v.prompt_text as v_prompt',
      'v.warnings as v_warnings',
      'v.suggestions as v_suggestions',
      'v.created_at as v_created',
      'v.name as v_name',
      'v.edited_by as v_edited_by',
      'v.revision as v_revision',
      'v.updated_at as v_updated',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const { v_id, v_number, v_xml, v_prompt, v_warnings, v_suggestions, v_created, v_name, v_edited_by, v_revision, v_updated, ...diagram } = row;
  return {
    diagram,
    version: {
      id: v_id, diagram_id: diagram.id, version_number: v_number, xml: v_xml, prompt_text: v_prompt, warnings: v_warnings, suggestions: v_suggestions,
      created_at: v_created, name: v_name, edited_by: v_edited_by, revision: v_revision, updated_at: v_updated,
    },
  };
}

/** The diagram with one of its versions (any, not only the current one); 404 when either is unknown. */
export async function findOwnedWithVersion(db: Kysely<DB>, accountId: string, id: string, versionId: string): Promise<{ diagram: DiagramRow; version: VersionRow }> {
  const diagram = await findOwnedDiagram(db, accountId, id);
  if (!isId(versionId)) throw notFound('version');
  const version = await db.selectFrom('versions').selectAll().where('diagram_id', '=', diagram.id).where('id', '=', versionId).executeTakeFirst();
  if (!version) throw notFound('version');
  return { diagram, version };
}

export async function currentVersion(db: Kysely<DB> | Transaction<DB>, diagram: DiagramRow): Promise<VersionRow> {
  return db.selectFrom('versions').selectAll().where('id', '=', diagram.current_version_id!).executeTakeFirstOrThrow();
}

export interface NewVersion {
  xml: string;
  promptText: string | null;
  warnings: StoredWarning[];
  suggestions: StoredWarning[];
  /** Set by editor saves: the credential that saved (see edit-burst.ts). */
  editedBy?: string | null;
}

export interface NewDiagram {
  accountId: string;
  title: string;
  cloudProvider: string;
  diagramType: string;
  isPublic?: boolean;
  forkedFromId?: string | null;
  forkedFromLibraryId?: string | null;
  description?: string | null;
}

/** Inserts a diagram and its version 1. */
export async function insertDiagram(trx: Transaction<DB>, diagram: NewDiagram, version: NewVersion, now: Date): Promise<{ diagram: DiagramRow; version: VersionRow }> {
  const id = newId();
  const versionId = newId();
  const row = await trx
    .insertInto('diagrams')
    .values({
      id,
      account_id: diagram.accountId,
      title: diagram.title,
      cloud_provider: diagram.cloudProvider,
      diagram_type: diagram.diagramType,
      is_public: diagram.isPublic ?? false,
      current_version_id: versionId,
      current_version_number: 1,
      forked_from_id: diagram.forkedFromId ?? null,
      forked_from_library_id: diagram.forkedFromLibraryId ?? null,
      description: diagram.description ?? null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const v = await insertVersionRow(trx, id, versionId, 1, version, now);
  return { diagram: row, version: v };
}

async function insertVersionRow(trx: Transaction<DB>, diagramId: string, id: string, number: number, version: NewVersion, now: Date): Promise<VersionRow> {
  return trx
    .insertInto('versions')
    .values({
      id,
      diagram_id: diagramId,
      version_number: number,
      xml: version.xml,
      prompt_text: version.promptText,
      warnings: JSON.stringify(version.warnings),
      suggestions: JSON.stringify(version.suggestions),
      created_at: now,
      edited_by: version.editedBy ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Appends a version and makes it current. With `base`, only if the diagram is still at that
 * version (and, given the version row read, at that revision of it: editor saves of one burst
 * change a version in place): a change computed from older content is refused (409
 * VERSION_CONFLICT) rather than silently overwriting a concurrent one.
 */
export async function appendVersion(
  trx: Transaction<DB>,
  diagramId: string,
  version: NewVersion,
  now: Date,
  base?: number | Pick<VersionRow, 'version_number' | 'revision'>,
  meta: { cloudProvider?: string } = {},
): Promise<{ diagram: DiagramRow; version: VersionRow }> {
  const baseVersion = typeof base === 'object' ? base.version_number : base;
  const versionId = newId();
  let update = trx
    .updateTable('diagrams')
    .set((eb) => ({
      current_version_number: eb('current_version_number', '+', 1),
      current_version_id: versionId,
      updated_at: now,
      ...(meta.cloudProvider ? { cloud_provider: meta.cloudProvider } : {}),
    }))
    .where('id', '=', diagramId)
    .where('deleted_at', 'is', null);
  if (baseVersion !== undefined) update = update.where('current_version_number', '=', baseVersion);
  const diagram = await update.returningAll().executeTakeFirst();
  if (!diagram) throw versionConflict();
  if (typeof base === 'object') {
    // The diagram row is locked now, so no in-place save can slip in after this check.
    const was = await trx.selectFrom('versions').select('revision').where('diagram_id', '=', diagramId).where('version_number', '=', base.version_number).executeTakeFirst();
    if (was?.revision !== base.revision) throw versionConflict();
  }
  const v = await insertVersionRow(trx, diagramId, versionId, diagram.current_version_number, version, now);
  return { diagram, version: v };
}
