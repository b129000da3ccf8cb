import { getService, resolveService, serviceForKind, type ServiceEntry } from '../../catalog/index.js';
import { apply, type ArchitectureModel, type Operation } from '../../model/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import type { Plan, PlanGroup, PlanNode } from './schema.js';
import { nearestServices } from './nearest.js';

/** draw.io looks of flowchart shapes, applied as style overrides on plain nodes. */
export const FLOW_SHAPES: Readonly<Record<string, Record<string, string>>> = {
  start: { rounded: '1', arcSize: '50', fillColor: '#D5E8D4', strokeColor: '#82B366' },
  end: { rounded: '1', arcSize: '50', fillColor: '#F8CECC', strokeColor: '#B85450' },
  step: { fillColor: '#DAE8FC', strokeColor: '#6C8EBF' },
  decision: { shape: 'rhombus', perimeter: 'rhombusPerimeter', fillColor: '#FFF2CC', strokeColor: '#D6B656' },
  io: { shape: 'parallelogram', perimeter: 'parallelogramPerimeter', fillColor: '#E1D5E7', strokeColor: '#9673A6' },
  /** Sequence participants: draw.io's UML lifeline (src/engine/layout README, "Sequence diagrams"). */
  lifeline: {
    shape: 'umlLifeline', perimeter: 'lifelinePerimeter', whiteSpace: 'wrap', html: '1', container: '1', collapsible: '0',
    recursiveResize: '0', outlineConnect: '0', size: '50',
  },
};

export type PlanResultModel = { ok: true; model: ArchitectureModel; notes: string[] } | { ok: false; errors: string[] };

/**
 * The catalog entry a plan node names. An unknown id is mapped to the nearest entry (by its words,
 * then its label, then its kind); when nothing fits, the caller gets a message naming the node and
 * the closest catalog ids, which the LLM repair loop sends back.
 */
function resolveNode(node: PlanNode, provider: Provider, notes: string[]): { entry: ServiceEntry | null } | { error: string } {
  if (node.service === null || (node.service === undefined && node.kind === undefined && node.shape !== undefined)) return { entry: null };
  if (node.service) {
    const exact = getService(node.service);
    if (exact) return { entry: exact };
    const words = node.service.replace(/^[a-z]+\./, '').replace(/[_-]+/g, ' ');
    const close = nearestServices(node.service, provider, Math.max(2, Math.floor(node.service.length / 6)))[0];
    const guess = resolveService(words, provider) ?? (close ? getService(close) : undefined) ?? resolveService(node.label, provider);
    if (guess) {
      notes.push(`node "${node.id}": unknown service "${node.service}" read as ${guess.id}`);
      return { entry: guess };
    }
    const near = nearestServices(node.service, provider);
    return { error: `node "${node.id}": unknown service "${node.service}"; use a catalog id${near.length > 0 ? ` such as ${near.join(', ')}` : ''}, or give "kind" instead` };
  }
  if (node.kind) {
    const entry = serviceForKind(node.kind, provider);
    if (entry) return { entry };
  }
  const byLabel = resolveService(node.label, provider);
  return byLabel ? { entry: byLabel } : { entry: null };
}

function parentsFirst(groups: readonly PlanGroup[], errors: string[]): PlanGroup[] {
  const byId = new Map(groups.map((g) => [g.id, g]));
  const out: PlanGroup[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (g: PlanGroup): void => {
    if (state.get(g.id) === 'done') return;
    if (state.get(g.id) === 'visiting') {
      errors.push(`group "${g.id}": groups contain each other in a loop`);
      return;
    }
    state.set(g.id, 'visiting');
    if (g.parent) {
      const parent = byId.get(g.parent);
      if (parent) visit(parent);
      else errors.push(`group "${g.id}": parent "${g.parent}" is not a group id`);
    }
    state.set(g.id, 'done');
    out.push(g);
  };
  for (const g of groups) visit(g);
  return out;
}

/** Checks a plan and turns it into the model through `apply`, so every id and reference is proven. */
export function planToModel(plan: Plan, provider: Provider): PlanResultModel {
  const errors: string[] = [];
  const notes: string[] = [];
  const ids = new Set<string>();
  for (const x of [...plan.groups, ...plan.nodes]) {
    if (ids.has(x.id)) errors.push(`id "${x.id}" is used twice; every node and group needs its own id`);
    ids.add(x.id);
  }
  const groupIds = new Set(plan.groups.map((g) => g.id));
  const nodeIds = new Set(plan.nodes.map((n) => n.id));
  const ordered = parentsFirst(plan.groups, errors);
  const ops: Operation[] = [];
  for (const g of ordered.filter((x) => x.kind !== 'overlay')) {
    ops.push({ op: 'add_group', id: g.id, kind: g.kind, label: g.label, parent: g.parent ?? null, props: g.props ?? {} });
  }
  for (const n of plan.nodes) {
    if (n.group && !groupIds.has(n.group)) errors.push(`node "${n.id}": group "${n.group}" is not a group id`);
    const resolved = resolveNode(n, provider, notes);
    if ('error' in resolved) {
      errors.push(resolved.error);
      continue;
    }
    const props = { ...(n.props ?? {}) };
    if (n.shape && n.shape !== 'lifeline') props['flow'] = n.shape;
    ops.push({ op: 'add_node', id: n.id, service: resolved.entry?.id ?? null, label: n.label, parent: n.group && groupIds.has(n.group) ? n.group : null, props });
    if (n.shape && FLOW_SHAPES[n.shape]) ops.push({ op: 'restyle', id: n.id, style: FLOW_SHAPES[n.shape]! });
  }
  for (const g of ordered.filter((x) => x.kind === 'overlay')) {
    const members = (g.members ?? []).filter((m) => nodeIds.has(m));
    for (const m of g.members ?? []) if (!nodeIds.has(m)) errors.push(`group "${g.id}": member "${m}" is not a node id`);
    ops.push({ op: 'add_group', id: g.id, kind: 'overlay', label: g.label, parent: g.parent ?? null, props: g.props ?? {}, members });
  }
  for (const [i, e] of plan.edges.entries()) {
    if (!ids.has(e.from) || !ids.has(e.to)) {
      errors.push(`edge ${i + 1} (${e.from} → ${e.to}): ${!ids.has(e.from) ? `"${e.from}"` : `"${e.to}"`} is not a node or group id`);
      continue;
    }
    if (e.from === e.to) {
      errors.push(`edge ${i + 1}: "${e.from}" cannot connect to itself`);
      continue;
    }
    ops.push({ op: 'connect', source: e.from, target: e.to, label: e.label ?? '', props: e.props ?? {} });
  }
  if (errors.length > 0) return { ok: false, errors };
  const empty: ArchitectureModel = { title: plan.title, provider, diagramType: plan.diagram_type, nodes: [], groups: [], edges: [] };
  const result = apply(empty, ops);
  if (!result.ok) return { ok: false, errors: [result.error.reason] };
  return { ok: true, model: result.model, notes };
}
