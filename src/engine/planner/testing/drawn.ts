import type { Provider } from '../../../shared/contract/values.js';
import { planDiagram } from '../generate.js';

/** For tests: what a prompt draws — each node's label and service, and the edges as "source label -> target label". */
export interface Drawn {
  nodes: { label: string; service: string }[];
  labels: string[];
  services: string[];
  edges: string[];
}

export function drawn(prompt: string, provider: Provider = 'aws'): Drawn {
  const { model } = planDiagram(prompt, { provider, diagramType: 'architecture' });
  const label = new Map([...model.nodes, ...model.groups].map((c) => [c.id, c.label] as const));
  const nodes = model.nodes.map((n) => ({ label: n.label, service: n.service ?? '' }));
  return {
    nodes,
    labels: nodes.map((n) => n.label),
    services: nodes.map((n) => n.service),
    edges: model.edges.map((e) => `${label.get(e.source)} -> ${label.get(e.target)}`),
  };
}

/** For tests: each node's chain of containers (innermost first), the groups, and the edges by label. */
export function placed(prompt: string, provider: Provider): { where: Map<string, string[]>; edges: string[]; groups: { label: string; kind: string }[] } {
  const { model } = planDiagram(prompt, { provider, diagramType: 'architecture' });
  const groups = new Map(model.groups.map((g) => [g.id, g]));
  const where = new Map<string, string[]>();
  for (const n of model.nodes) {
    const chain: string[] = [];
    for (let at = n.parent ?? undefined; at; at = groups.get(at)?.parent ?? undefined) chain.push(groups.get(at)!.label);
    where.set(n.label, chain);
  }
  const label = new Map([...model.nodes, ...model.groups].map((c) => [c.id, c.label] as const));
  return { where, edges: model.edges.map((e) => `${label.get(e.source)} -> ${label.get(e.target)}`), groups: model.groups.map((g) => ({ label: g.label, kind: g.kind })) };
}
