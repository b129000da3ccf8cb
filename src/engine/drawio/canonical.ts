import type { ArchitectureModel, ModelEdge, ModelGroup, ModelNode } from '../model/index.js';
import { edgeBaseStyle, groupBaseStyle, nodeBaseStyle } from './base-style.js';
import { effectiveStyle } from './style.js';

/**
 * The model as a draw.io document can hold it: style overrides that equal the catalog default
 * are dropped (in the XML an override and the default look the same, so parse never returns
 * them). apply() keeps overrides as given; compare through this when comparing with parse.
 */
export function canonicalModel(model: ArchitectureModel): ArchitectureModel {
  const strip = <T extends ModelNode | ModelGroup | ModelEdge>(cell: T, base: string): T => {
    if (!cell.style) return cell;
    const defaults = effectiveStyle(base);
    const kept = Object.entries(cell.style).filter(([k, v]) => defaults.get(k) !== v);
    const { style: _dropped, ...rest } = cell;
    return (kept.length > 0 ? { ...rest, style: Object.fromEntries(kept) } : rest) as T;
  };
  return {
    ...model,
    nodes: model.nodes.map((n) => strip(n, nodeBaseStyle(n))),
    groups: model.groups.map((g) => strip(g, groupBaseStyle(g, model.provider))),
    edges: model.edges.map((e) => strip(e, edgeBaseStyle(e))),
  };
}
