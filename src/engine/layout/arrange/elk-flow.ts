import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode, ElkExtendedEdge, LayoutOptions as ElkOptions } from 'elkjs/lib/elk-api.js';
import { FLOWCHART_LAYER_GAP, LAYER_GAP, NODE_GAP, snap } from '../constants.js';

/**
 * One container's flow, laid out by ELK's layered algorithm: which child goes in which layer,
 * the order inside each layer (crossing minimisation) and the spacing. Children are opaque boxes
 * whose own insides are already laid out; edge routes are computed later for the whole diagram.
 */
export interface FlowItem {
  readonly id: string;
  readonly w: number;
  readonly h: number;
  /** Where edges attach along the in/out side (y for RIGHT, x for DOWN), so icon centres line up. */
  readonly inPort: number;
  readonly outPort: number;
  /** Layer partition (lower partitions come first), when the container orders its children by tier. */
  readonly partition?: number;
  /** A box whose ports lie where its inner cells talk to the outside (the VPC's load balancer). */
  readonly box?: boolean;
}

export interface FlowEdge {
  readonly from: string;
  readonly to: string;
  /** The main line of the flow (a decision's "yes"): ELK keeps it straight first. */
  readonly main?: boolean;
}

/** Stand-ins for the world outside the container: where traffic comes from and goes to. */
export const OUTSIDE_IN = '__outside_in';
export const OUTSIDE_OUT = '__outside_out';

let engine: InstanceType<typeof ELK> | undefined;
function elk(): InstanceType<typeof ELK> {
  // The bundled build runs in the calling thread (no worker), in the browser and in Node alike.
  engine ??= new ELK();
  return engine;
}

function options(direction: 'RIGHT' | 'DOWN', partitioned: boolean, connected: boolean): ElkOptions {
  return {
    'elk.algorithm': 'layered',
    'elk.direction': direction,
    // Routes are drawn later by the diagram-wide router; ELK's own would be discarded (and cost time).
    'elk.edgeRouting': 'POLYLINE',
    'elk.separateConnectedComponents': connected ? 'false' : 'true',
    'elk.spacing.nodeNode': String(NODE_GAP),
    'elk.layered.spacing.nodeNodeBetweenLayers': String(direction === 'DOWN' ? FLOWCHART_LAYER_GAP : LAYER_GAP),
    'elk.spacing.edgeNode': '20',
    'elk.spacing.edgeEdge': '12',
    'elk.spacing.componentComponent': String(NODE_GAP + 20),
    'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
    // Depth-first cycle breaking follows the traffic from where it starts: a VPC that both feeds a
    // queue and receives the results stays before the queue instead of after its consumers.
    'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
    'elk.layered.nodePlacement.bk.fixedAlignment': 'BALANCED',
    'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    'elk.padding': '[top=0,left=0,bottom=0,right=0]',
    ...(partitioned ? { 'elk.partitioning.activate': 'true' } : {}),
  };
}

function elkChild(item: FlowItem, direction: 'RIGHT' | 'DOWN'): ElkNode {
  const horizontal = direction === 'RIGHT';
  const port = (suffix: string, side: string, at: number) => ({
    id: item.id + suffix,
    width: 0,
    height: 0,
    x: horizontal ? (side === 'WEST' ? 0 : item.w) : at,
    y: horizontal ? at : side === 'NORTH' ? 0 : item.h,
    layoutOptions: { 'elk.port.side': side },
  });
  return {
    id: item.id,
    width: item.w,
    height: item.h,
    ports: horizontal
      ? [port('#in', 'WEST', item.inPort), port('#out', 'EAST', item.outPort)]
      : [port('#in', 'NORTH', item.inPort), port('#out', 'SOUTH', item.outPort)],
    layoutOptions: {
      'elk.portConstraints': 'FIXED_POS',
      ...(item.partition !== undefined ? { 'elk.partitioning.partition': String(item.partition) } : {}),
    },
  };
}

/**
 * The outside world as a node at the start (or end) of the flow. In a partitioned container the
 * proxy gets its own partition before (after) every tier: ELK refuses FIRST/LAST constraints on
 * nodes whose partition also holds ordinary nodes fed from elsewhere.
 */
function proxy(id: string, constraint: 'FIRST_SEPARATE' | 'LAST_SEPARATE', partitions: readonly number[], direction: 'RIGHT' | 'DOWN'): ElkNode {
  if (partitions.length > 0) {
    const partition = constraint === 'FIRST_SEPARATE' ? Math.min(...partitions) - 1 : Math.max(...partitions) + 1;
    return elkChild({ id, w: 10, h: 10, inPort: 5, outPort: 5, partition }, direction);
  }
  const node = elkChild({ id, w: 10, h: 10, inPort: 5, outPort: 5 }, direction);
  node.layoutOptions = { ...node.layoutOptions, 'elk.layered.layering.layerConstraint': constraint };
  return node;
}

/** Positions (top-left, on the grid, origin at the block's top-left) of every item. */
export async function elkFlow(
  items: readonly FlowItem[],
  edges: readonly FlowEdge[],
  direction: 'RIGHT' | 'DOWN',
): Promise<Map<string, { x: number; y: number }>> {
  const partitions = items.map((i) => i.partition).filter((p): p is number => p !== undefined);
  const partitioned = partitions.length > 0;
  const children = items.map((i) => elkChild(i, direction));
  const uses = (id: string) => edges.some((e) => e.from === id || e.to === id);
  if (uses(OUTSIDE_IN)) children.push(proxy(OUTSIDE_IN, 'FIRST_SEPARATE', partitions, direction));
  if (uses(OUTSIDE_OUT)) children.push(proxy(OUTSIDE_OUT, 'LAST_SEPARATE', partitions, direction));
  // ELK fails on an edge pointing back to an earlier partition: such edges count forwards.
  const part = new Map(items.map((i) => [i.id, i.partition]));
  const boxes = new Set(items.filter((i) => i.box).map((i) => i.id));
  const backwards = (e: FlowEdge) => (part.get(e.from) ?? -Infinity) > (part.get(e.to) ?? Infinity);
  const elkEdges: ElkExtendedEdge[] = edges.map((e, i) => {
    const [a, b] = backwards(e) ? [e.to, e.from] : [e.from, e.to];
    // Traffic from the outside is the main line: kept straight before side feeds (a WAF, a vault).
    // So is the line into a box's entry (CloudFront → the VPC's load balancer).
    const main = e.main || e.from === OUTSIDE_IN || e.to === OUTSIDE_OUT || boxes.has(e.to);
    return {
      id: 'e' + i,
      sources: [a + '#out'],
      targets: [b + '#in'],
      ...(main ? { layoutOptions: { 'elk.layered.priority.straightness': '10', 'elk.layered.priority.direction': '10' } } : {}),
    };
  });
  const connected = isConnected(children.map((c) => c.id), edges);
  const graph = { id: 'root', layoutOptions: options(direction, partitioned, connected), children, edges: elkEdges };
  const result = await elk()
    .layout(graph)
    // A configuration ELK refuses must never fail the diagram: lay the same boxes out without
    // partitions and layer constraints (tiers then follow the edges' direction only).
    .catch(() => elk().layout(withoutConstraints(graph)));
  const real = (result.children ?? []).filter((c) => c.id !== OUTSIDE_IN && c.id !== OUTSIDE_OUT);
  const minX = Math.min(...real.map((c) => c.x ?? 0));
  const minY = Math.min(...real.map((c) => c.y ?? 0));
  const out = new Map<string, { x: number; y: number }>();
  for (const c of real) out.set(c.id, { x: snap((c.x ?? 0) - minX), y: snap((c.y ?? 0) - minY) });
  return out;
}

function withoutConstraints(graph: ElkNode): ElkNode {
  const strip = (o: ElkOptions | undefined): ElkOptions => {
    const { 'elk.partitioning.partition': _p, 'elk.layered.layering.layerConstraint': _c, 'elk.partitioning.activate': _a, ...rest } = o ?? {};
    return rest;
  };
  return {
    ...graph,
    layoutOptions: strip(graph.layoutOptions),
    children: (graph.children ?? []).map((c) => ({ ...c, layoutOptions: strip(c.layoutOptions) })),
  };
}

/** Whether the graph is one connected piece (ELK then skips packing components). */
function isConnected(ids: readonly string[], edges: readonly FlowEdge[]): boolean {
  const parent = new Map(ids.map((id) => [id, id]));
  const find = (x: string): string => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(x, r);
    return r;
  };
  for (const e of edges) if (parent.has(e.from) && parent.has(e.to)) parent.set(find(e.from), find(e.to));
  return new Set(ids.map(find)).size <= 1;
}
