import type { Provider } from '../../../shared/contract/values.js';
import type { Plan } from '../plan/schema.js';

export function planFlowchart(text: string, _provider: Provider): Plan {
  return { title: 'Flowchart', diagram_type: 'flowchart', nodes: [{ id: 'start', label: text.slice(0, 40) || 'Start', service: null, shape: 'start' }], groups: [], edges: [] };
}
