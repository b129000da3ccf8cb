import type { Provider } from '../../../shared/contract/values.js';
import type { EntityGraph } from '../relations/graph.js';
import type { Plan } from '../plan/schema.js';

export function planSequence(text: string, _provider: Provider, _graph: EntityGraph): Plan {
  return { title: 'Sequence', diagram_type: 'sequence', nodes: [{ id: 'a', label: text.slice(0, 40) || 'A', service: null }], groups: [], edges: [] };
}
