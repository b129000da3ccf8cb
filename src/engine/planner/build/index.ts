import type { EntityGraph } from '../relations/graph.js';
import type { Plan } from '../plan/schema.js';
import { TEMPLATES } from '../templates/index.js';
import type { Understanding } from '../types.js';
import { placeContainers } from './containers.js';
import { accountFromHeading, placeAccounts } from './accounts.js';
import { expand } from './expand.js';
import { azCountFor } from './placement.js';
import { applyProps } from './props.js';
import { makeTitle } from './title.js';

/** The architecture understood from a prompt, as a plan: nodes in their containers, edges, props, title. */
export function buildPlan(u: Understanding, graph: EntityGraph): Plan {
  const live = graph.live();
  const templateAzs = u.archetypes[0] ? (TEMPLATES[u.archetypes[0] as keyof typeof TEMPLATES]?.azs ?? 0) : 0;
  const regions = u.regions.length >= 2 ? u.regions : [];
  const azCount = azCountFor(u, live, templateAzs);
  accountFromHeading(u.text, graph);
  const draft = expand(u, graph, azCount, regions);
  const taken = new Set([...draft.nodes.map((n) => n.id), ...draft.groups.map((g) => g.id), ...draft.containerGroups.values()]);
  placeContainers(draft, u, graph, taken);
  placeAccounts(draft, graph, taken);
  applyProps(draft, u);
  if (azCount >= 2) u.notes.push(`spread across ${azCount} availability zones`);
  if (regions.length >= 2) u.notes.push(`deployed in ${regions.join(' and ')}`);
  return {
    title: makeTitle(u.text, u.provider, u.archetypes, u.diagramType),
    diagram_type: u.diagramType,
    nodes: draft.nodes.map((n) => ({ id: n.id, service: n.entry.id, label: n.label, group: n.group ?? null, props: n.props })),
    groups: draft.groups,
    edges: draft.edges,
  };
}
