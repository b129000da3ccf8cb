import type { Config } from '../config.js';

/**
 * What one request may become, past its bytes (README "Limits"). The import size itself is the
 * contract's MAX_IMPORT_XML_CHARS; these bound the work behind it.
 */
export interface WorkLimits {
  /** Characters all compressed pages of one document may decompress to, together. */
  maxInflatedChars: number;
  /** Cells over all pages of one document. */
  maxCells: number;
  /** Services (nodes) one prompt may yield. */
  maxComponents: number;
  /** CPU budget of one piece of engine work in the compute pool, in milliseconds. */
  computeBudgetMs: number;
}

export function workLimitsOf(config: Pick<Config, 'SKYPLAN_MAX_INFLATED_CHARS' | 'SKYPLAN_MAX_CELLS' | 'SKYPLAN_MAX_COMPONENTS' | 'SKYPLAN_COMPUTE_BUDGET_MS'>): WorkLimits {
  return {
    maxInflatedChars: config.SKYPLAN_MAX_INFLATED_CHARS,
    maxCells: config.SKYPLAN_MAX_CELLS,
    maxComponents: config.SKYPLAN_MAX_COMPONENTS,
    computeBudgetMs: config.SKYPLAN_COMPUTE_BUDGET_MS,
  };
}
