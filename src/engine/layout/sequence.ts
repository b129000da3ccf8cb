import type { ArchitectureModel, EdgeGeometry, Geometry, ModelEdge, ModelNode, Rect } from '../model/index.js';
import { edgeLabelSize, textSize } from './text.js';

/**
 * Sequence diagrams (see README.md): nodes are participants, drawn as lifelines left to right in
 * model order (or by a numeric `props.order`); edges are messages, top to bottom by their numeric
 * `props.order` (then model order). Each participant's geometry is its whole lifeline, header
 * included; a message is a horizontal line between the two lifelines at its own height.
 * Groups (e.g. "AWS Cloud" around some participants) become boxes around their lifelines.
 */
const TOP = 40;
const LEFT = 40;
const HEADER = 50;
const MSG_GAP = 50;
const SELF_DROP = 25;
const COL_GAP = 60;
const GROUP_PAD = 20;
const GROUP_TITLE = 30;

function orderOf(props: Record<string, unknown>): number | undefined {
  const v = Number(props['order']);
  return Number.isFinite(v) && props['order'] !== undefined && props['order'] !== '' ? v : undefined;
}

function byOrder<T extends { props: Record<string, unknown> }>(items: readonly T[]): T[] {
  return items
    .map((item, i) => ({ item, i, o: orderOf(item.props) }))
    .sort((a, b) => (a.o ?? Number.POSITIVE_INFINITY) - (b.o ?? Number.POSITIVE_INFINITY) || a.i - b.i)
    .map((x) => x.item);
}

/** Participants in column order, members of one group kept together. */
function columns(model: ArchitectureModel): ModelNode[] {
  const ordered = byOrder(model.nodes);
  const topGroup = (n: ModelNode): string => {
    let p = n.parent;
    let last = '';
    const seen = new Set<string>();
    while (p && !seen.has(p)) {
      seen.add(p);
      last = p;
      p = model.groups.find((g) => g.id === p)?.parent ?? null;
    }
    return last;
  };
  const firstIndex = new Map<string, number>();
  ordered.forEach((n, i) => {
    const g = topGroup(n);
    if (!firstIndex.has(g)) firstIndex.set(g, i);
  });
  return ordered
    .map((n, i) => ({ n, i, g: firstIndex.get(topGroup(n))! }))
    .sort((a, b) => a.g - b.g || a.i - b.i)
    .map((x) => x.n);
}

export function layoutSequence(model: ArchitectureModel): Geometry {
  const ids = new Set(model.nodes.map((n) => n.id));
  const messages: ModelEdge[] = byOrder(model.edges.filter((e) => ids.has(e.source) && ids.has(e.target)));
  const slots = messages.reduce((t, m) => t + (m.source === m.target ? 2 : 1), 0);
  const height = HEADER + (slots + 1) * MSG_GAP;
  const depth = (id: string | null): number => (id ? 1 + depth(model.groups.find((g) => g.id === id)?.parent ?? null) : 0);
  const abs = new Map<string, Rect>();
  const maxDepth = Math.max(0, ...model.nodes.map((n) => depth(n.parent)));
  const top = TOP + GROUP_TITLE * maxDepth;
  let x = LEFT + GROUP_PAD * maxDepth;
  let prevParent: string | null | undefined;
  for (const n of columns(model)) {
    if (prevParent !== undefined && prevParent !== n.parent) x += GROUP_PAD * 2;
    const w = Math.max(120, Math.ceil((textSize(n.label).w + 30) / 10) * 10);
    abs.set(n.id, { x, y: top, width: w, height });
    x += w + COL_GAP;
    prevParent = n.parent;
  }
  fitGroups(model, abs);
  const edges: Record<string, EdgeGeometry> = {};
  let slot = 0;
  for (const m of messages) {
    const s = abs.get(m.source)!;
    const t = abs.get(m.target)!;
    const y = top + HEADER + (slot + 1) * MSG_GAP;
    const sx = s.x + s.width / 2;
    const tx = t.x + t.width / 2;
    const parent = commonGroup(model, m.source, m.target);
    const o = parent ? abs.get(parent)! : { x: 0, y: 0 };
    const label = m.label.trim() ? edgeLabelSize(m.label) : undefined;
    if (m.source === m.target) {
      // Waypoints outside the participant's box, or draw.io drops them and draws no loop.
      const loopX = s.x + s.width + 20;
      edges[m.id] = {
        points: [{ x: loopX - o.x, y: y - o.y }, { x: loopX - o.x, y: y + SELF_DROP - o.y }],
        // Right of the loop's downward run (draw.io offsets labels along the normal (dy, -dx) of travel).
        ...(label ? { label: { x: 0, y: label.w / 2 + 4 } } : {}),
        ...(parent ? { parent } : {}),
      };
      slot += 2;
      continue;
    }
    const mid = Math.round((sx + tx) / 2);
    edges[m.id] = {
      points: [{ x: mid - o.x, y: y - o.y }, { x: mid - o.x, y: y - o.y }],
      // Above the line: draw.io offsets to the left of the direction of travel.
      ...(label ? { label: { x: 0, y: (tx >= sx ? 1 : -1) * (label.h / 2 + 2) } } : {}),
      ...(parent ? { parent } : {}),
    };
    slot += 1;
  }
  const cells: Record<string, Rect> = {};
  for (const [id, r] of abs) {
    const parent = model.nodes.find((n) => n.id === id)?.parent ?? model.groups.find((g) => g.id === id)?.parent ?? null;
    const o = parent ? abs.get(parent) : undefined;
    cells[id] = o ? { ...r, x: r.x - o.x, y: r.y - o.y } : r;
  }
  return { cells, edges };
}

/** Groups become boxes around their participants (deepest first, so parents enclose children). */
function fitGroups(model: ArchitectureModel, abs: Map<string, Rect>): void {
  const pending = [...model.groups];
  for (let round = 0; round < model.groups.length + 1 && pending.length; round++) {
    for (let k = pending.length - 1; k >= 0; k--) {
      const g = pending[k]!;
      const kids = [...model.nodes, ...model.groups].filter((c) => c.parent === g.id);
      if (kids.some((c) => !abs.has(c.id))) continue;
      const rects = kids.map((c) => abs.get(c.id)!);
      if (rects.length === 0) abs.set(g.id, { x: LEFT, y: TOP, width: 200, height: 120 });
      else {
        const x0 = Math.min(...rects.map((r) => r.x)) - GROUP_PAD;
        const y0 = Math.min(...rects.map((r) => r.y)) - GROUP_TITLE;
        const x1 = Math.max(...rects.map((r) => r.x + r.width)) + GROUP_PAD;
        const y1 = Math.max(...rects.map((r) => r.y + r.height)) + GROUP_PAD;
        abs.set(g.id, { x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
      }
      pending.splice(k, 1);
    }
  }
}

function commonGroup(model: ArchitectureModel, a: string, b: string): string | null {
  const chain = (id: string): string[] => {
    const out: string[] = [];
    let p = model.nodes.find((n) => n.id === id)?.parent ?? null;
    while (p && !out.includes(p)) {
      out.push(p);
      p = model.groups.find((g) => g.id === p)?.parent ?? null;
    }
    return out;
  };
  const mine = new Set(chain(a));
  return chain(b).find((p) => mine.has(p)) ?? null;
}
