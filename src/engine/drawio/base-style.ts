import { edgeStyle, getService, groupStyle } from '../catalog/index.js';
import type { ModelEdge, ModelGroup, ModelNode } from '../model/index.js';
import type { Provider } from '../../shared/contract/values.js';
import { mergeStyle } from './style.js';

/** What a cell without a known service is drawn as: a plain rounded box. */
export const PLAIN_NODE_STYLE = 'rounded=1;whiteSpace=wrap;html=1;';

/**
 * The catalog style a model cell would have without overrides. compile writes it (plus
 * overrides); parse reads overrides as the difference from it; patch moves a cell from one to
 * the other without touching what a person changed by hand.
 */
export function nodeBaseStyle(node: Pick<ModelNode, 'service'>): string {
  return (node.service !== null ? getService(node.service)?.style : undefined) ?? PLAIN_NODE_STYLE;
}

export function groupBaseStyle(group: Pick<ModelGroup, 'kind' | 'props'>, provider: Provider): string {
  return groupStyle(group.kind, provider, group.props);
}

export function edgeBaseStyle(edge: Pick<ModelEdge, 'props'>): string {
  return edgeStyle(edge.props);
}

export function nodeStyle(node: ModelNode): string {
  return mergeStyle(nodeBaseStyle(node), node.style);
}

export function groupFullStyle(group: ModelGroup, provider: Provider): string {
  return mergeStyle(groupBaseStyle(group, provider), group.style);
}

export function edgeFullStyle(edge: ModelEdge): string {
  return mergeStyle(edgeBaseStyle(edge), edge.style);
}
