import type { z } from 'zod';
import type { DiagramOut, DiagramSummary } from '../shared/contract/diagrams.js';
import { versionRoutes, type RevertRequestSchema, type VersionList, type VersionSummary } from '../shared/contract/versions.js';
import { compareRoutes, type DiffOut } from '../shared/contract/compare.js';
import type { ListInput } from './diagrams.js';
import type { RequestOptions, Requester } from './request.js';

export type RevertInput = z.input<typeof RevertRequestSchema>;

/** The versions of a diagram: list (oldest first), one version, revert, rename. */
export interface VersionsApi {
  /** The versions of a diagram, ascending; `cursor` is the version_number to page after. */
  list(diagramId: string, query?: ListInput, options?: RequestOptions): Promise<VersionList>;
  /** One version as a DiagramOut whose `id` is the diagram id. */
  get(diagramId: string, versionId: string, options?: RequestOptions): Promise<DiagramOut>;
  /**
   * What changed from one version number to another (default: the previous one to the current):
   * components, frames and connections added, removed and changed, and the review change.
   */
  diff(diagramId: string, query?: { from?: number; to?: number }, options?: RequestOptions): Promise<DiffOut>;
  /** Makes an earlier version current again, as a new version (free). */
  revert(diagramId: string, body: RevertInput, options?: RequestOptions): Promise<DiagramSummary>;
  /** Names a version (null or blank clears it); a named version is never updated in place by editor saves. */
  rename(diagramId: string, versionId: string, name: string | null, options?: RequestOptions): Promise<VersionSummary>;
}

export function createVersionsApi(requester: Requester): VersionsApi {
  return {
    list: (diagramId, query, options) => requester.send(versionRoutes.list, 'read', { params: { diagram_id: diagramId }, query: { ...query } }, options),
    get: (diagramId, versionId, options) => requester.send(versionRoutes.get, 'read', { params: { diagram_id: diagramId, version_id: versionId } }, options),
    diff: (diagramId, query, options) => requester.send(compareRoutes.diff, 'read', { params: { diagram_id: diagramId }, query: { ...query } }, options),
    revert: (diagramId, body, options) => requester.send(versionRoutes.revert, 'write', { params: { diagram_id: diagramId }, body }, options),
    rename: (diagramId, versionId, name, options) =>
      requester.send(versionRoutes.rename, 'write', { params: { diagram_id: diagramId, version_id: versionId }, body: { name } }, options),
  };
}
