import type { Provider } from '../../../shared/contract/values.js';
import { understand } from '../understand/index.js';

/** For tests: the relations a prompt states, as "from -> to" pairs of catalog service ids. */
export function statedEdges(prompt: string, provider: Provider): string[] {
  const { u, graph } = understand(prompt, { provider, diagramType: 'architecture' });
  return u.relations.filter((r) => r.origin === 'prompt').map((r) => `${graph.get(r.from).entry.id} -> ${graph.get(r.to).entry.id}`);
}
