import { diagramRoutes, type ExportFormat } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';

/** The diagram as a file: draw.io XML, SVG or PNG (free); `versionId` exports that version, not the current one. */
export function exportDiagram(id: string, format: ExportFormat, options: { versionId?: string | null; signal?: AbortSignal } = {}): Promise<Blob> {
  const query = options.versionId ? { format, version_id: options.versionId } : { format };
  return apiCall(diagramRoutes.export, { params: { diagram_id: id }, query, headers: { Accept: '*/*' }, as: 'blob', signal: options.signal });
}
