/**
 * engine/layout — cloud-aware layout of an architecture model (ELK underneath), incremental
 * placement of new cells, and measured layout quality. See README.md for the conventions.
 */
export { layoutModel } from './layout-model.js';
export { placeNew } from './place-new.js';
export { layoutMetrics } from './metrics.js';
export { compareLayouts, type CheckedMetric, type LayoutComparison } from './compare.js';
export type { LayoutMetrics, LayoutOptions, CellPair } from './types.js';
export { relayout, type RelayoutOptions, type RelayoutResult } from './relayout/relayout.js';
