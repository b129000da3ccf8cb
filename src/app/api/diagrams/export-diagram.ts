import { diagramRoutes, type ExportFormat } from '../../../shared/contract/index.js';
import { apiCall } from '../../lib/api.js';

/** The diagram as a file: draw.io XML, SVG or PNG (free). */
export function exportDiagram(id: string, format: ExportFormat, signal?: AbortSignal): Promise<Blob> {
  return apiCall(diagramRoutes.export, { params: { diagram_id: id }, query: { format }, headers: { Accept: '*/*' }, as: 'blob', signal });
}
