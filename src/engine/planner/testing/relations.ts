import type { Provider } from '../../../shared/contract/values.js';
import { understand } from '../understand/index.js';
import { drawn } from './drawn.js';

/** For tests: the relations a prompt states, as "from -> to" pairs of catalog service ids. */
export function statedEdges(prompt: string, provider: Provider = 'aws'): string[] {
  const { u, graph } = understand(prompt, { provider, diagramType: 'architecture' });
  return u.relations.filter((r) => r.origin === 'prompt').map((r) => `${graph.get(r.from).entry.id} -> ${graph.get(r.to).entry.id}`);
}

/** For tests: the planned diagram's node labels and its edges as "source label -> target label". */
export function drawnLabels(prompt: string, provider: Provider = 'aws'): { labels: string[]; edges: string[] } {
  const { labels, edges } = drawn(prompt, provider);
  return { labels, edges };
}
