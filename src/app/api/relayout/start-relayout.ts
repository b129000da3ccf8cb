import { relayoutRoutes, type RelayoutStart } from '../../../shared/contract/index.js';
import { apiCall, idempotencyHeaders } from '../../lib/api.js';

/**
 * Asks to re-lay out a diagram. Without `confirm` the server only answers whether it would be
 * charged (`confirmation_required`); with it, a job starts (or the pending one is returned).
 */
export function startRelayout(id: string, confirm: boolean): Promise<RelayoutStart> {
  return apiCall(relayoutRoutes.start, {
    params: { diagram_id: id },
    query: confirm ? { confirm: 'true' } : {},
    headers: confirm ? idempotencyHeaders() : {},
  });
}
