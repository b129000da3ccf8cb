import { getService } from '../../catalog/index.js';
import type { EntityGraph } from './graph.js';
import { membersOf } from './network.js';
import { newEntity } from './new-entity.js';

/**
 * "Argo CD syncs the manifests into staging and production namespaces": what is deployed into a
 * namespace runs in it. A namespace something deploys to but the prompt fills with nothing gets
 * the workload it receives (a Deployment), so the box is not drawn empty and the deploy edge lands
 * on what it deploys.
 */
export function fillDeployTargets(graph: EntityGraph): void {
  const deployment = getService('kubernetes.deployment');
  if (!deployment) return;
  for (const ns of graph.live().filter((e) => e.entry.id === 'kubernetes.namespace')) {
    if (membersOf(graph, ns.key).length > 0 || graph.incoming(ns.key).length === 0) continue;
    // Two namespaces get two apps: each is told apart by its namespace's own word ("App (staging)").
    const which = [...ns.pre, ...ns.post, ...ns.paren].filter((w) => w.trim().length > 0).join(' ');
    const app = graph.add(newEntity(graph, deployment, which ? `App (${which})` : 'App', 'inferred'));
    app.placedIn = ns.key;
  }
}
