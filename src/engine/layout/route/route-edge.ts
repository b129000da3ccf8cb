import type { ModelEdge, Point, Rect } from '../../model/index.js';
import { CLEARANCE, STUB } from '../constants.js';
import { bbox, center, inflate, intersects } from '../rect.js';
import { titleBox } from '../titles.js';
import type { LayoutTree } from '../tree.js';
import type { AbsRects } from '../types.js';
import { RouteGrid } from './grid.js';
import type { Occupancy } from './occupancy.js';
import { portsOf, type Port } from './ports.js';
import { searchRoute, type Dir } from './search.js';

/** What routing needs to know about the laid-out diagram. */
export interface RouteScene {
  readonly tree: LayoutTree;
  /** Absolute rectangle of every cell (icons for nodes, boxes for containers and overlays). */
  readonly rects: AbsRects;
  /** Absolute label box of nodes whose label hangs under the icon. */
  readonly labels: ReadonlyMap<string, Rect>;
  /** Flowchart decisions: ports only at their corners, one branch per corner. */
  readonly diamonds?: ReadonlySet<string>;
  /** Area a top-level edge may use. */
  readonly page: Rect;
  readonly occupancy: Occupancy;
  /** How often each side of a cell has been used by outgoing / incoming edges. */
  readonly sideUse: Map<string, { out: number; in: number }>;
}

const OWN_LABEL_COST = 320;
/** A line closer than this to a label's text still reads as touching it. */
const LABEL_MARGIN = 3;
const MIXED_SIDE_COST = 300;
/** Two branches of a decision leaving through the same corner. */
const BRANCH_COST = 150;
const OVERLAP_COST = 10;
const CROSS_COST = 120;
/** Above this many obstacles, search a window around the two ends first. */
const WINDOW_OBSTACLES = 40;

/** The outline a cell keeps clear: icon plus label for nodes, the box for containers. */
export function shapeOf(scene: Pick<RouteScene, 'rects' | 'labels'>, id: string): Rect {
  const r = scene.rects.get(id)!;
  const label = scene.labels.get(id);
  return label ? bbox([r, label])! : r;
}

/** Containers the edge legitimately passes through: ancestors of its ends below the common one. */
function passage(tree: LayoutTree, end: string, lca: string | null): string[] {
  const cells = tree.get(end).overlayMembers ?? [end];
  const out: string[] = [];
  for (const c of cells) {
    for (const a of tree.layoutAncestors(c)) {
      if (a === lca) break;
      out.push(a);
    }
  }
  return out;
}

/** Rectangles the route must not cross, and the area it may use. */
function obstaclesFor(scene: RouteScene, s: string, t: string): { obstacles: Rect[]; bound: Rect; titles: Rect[] } {
  const { tree } = scene;
  const lca = tree.layoutLca(s, t);
  const through = new Set([...passage(tree, s, lca), ...passage(tree, t, lca)]);
  const obstacles: Rect[] = [];
  for (const c of [lca, ...through]) {
    for (const child of c === null ? tree.roots : tree.get(c).children) {
      if (through.has(child) || child === s || child === t) continue;
      obstacles.push(inflate(shapeOf(scene, child), CLEARANCE));
    }
  }
  // Titles of the containers the route runs inside: a line across a title makes it unreadable.
  const titles = [lca, ...through].filter((c): c is string => c !== null).map((c) => titleOf(scene, c));
  obstacles.push(...titles);
  // An overlay (Auto Scaling group) is crossed on purpose, but not through its icon and title.
  for (const o of tree.overlays) if (o !== s && o !== t && scene.rects.has(o)) obstacles.push(titleOf(scene, o));
  const bound = lca === null ? scene.page : inflate(scene.rects.get(lca)!, -4);
  return { obstacles, bound, titles };
}

/** Shortest straight stub left above a cell when its top port moves out of a title's way. */
const MIN_TOP_STUB = 10;

/**
 * A cell in a container's first row sits just under the title: its top port would lie inside the
 * title box, so no edge could reach it from above. The port moves down to the title's bottom.
 */
function clearOfTitles(ports: Port[], titles: readonly Rect[]): Port[] {
  return ports.map((p) => {
    if (p.side !== 3) return p;
    const title = titles.find((t) => p.x > t.x && p.x < t.x + t.width && p.y > t.y - 0.5 && p.y < t.y + t.height);
    const y = title ? title.y + title.height : p.y;
    return title && p.border.y - y >= MIN_TOP_STUB ? { ...p, y } : p;
  });
}

function titleOf(scene: RouteScene, id: string): Rect {
  const cell = scene.tree.get(id);
  return titleBox(scene.rects.get(id)!, cell.group?.label ?? cell.node?.label ?? '', !!cell.overlayMembers);
}

function sideKey(id: string, side: Dir): string {
  return id + '#' + side;
}

function portsFor(scene: RouteScene, id: string, other: string, incoming: boolean): { ports: Port[]; keepOut: Rect } {
  const rect = scene.rects.get(id)!;
  const keepOut = inflate(shapeOf(scene, id), STUB);
  const label = scene.labels.get(id);
  const diamond = scene.diamonds?.has(id) ?? false;
  // A line through the bottom side runs through the label only where the text is.
  const throughLabel = (at: number) => !!label && at >= label.x - LABEL_MARGIN && at <= label.x + label.width + LABEL_MARGIN;
  const ports = portsOf({
    rect,
    keepOut,
    toward: center(scene.rects.get(other)!),
    incoming,
    cornersOnly: diamond,
    ...(label ? { labelSpan: { lo: label.x, hi: label.x + label.width } } : {}),
    sideCost: (side, at) => {
      const use = scene.sideUse.get(sideKey(id, side));
      const mixed = use && (incoming ? use.out : use.in) > 0 ? MIXED_SIDE_COST : 0;
      const branch = diamond && !incoming && use && use.out > 0 ? BRANCH_COST : 0;
      return mixed + branch + (side === 1 && throughLabel(at) ? OWN_LABEL_COST : 0);
    },
  });
  return { ports, keepOut };
}

/**
 * Routes one edge orthogonally around everything it must not cross. Returns the polyline from the
 * source's border to the target's border, or null when no route exists.
 */
export function routeEdge(scene: RouteScene, edge: ModelEdge): Point[] | null {
  const { source: s, target: t } = edge;
  const from = portsFor(scene, s, t, false);
  const to = portsFor(scene, t, s, true);
  const { obstacles, bound, titles } = obstaclesFor(scene, s, t);
  for (const end of [from, to]) {
    end.ports = clearOfTitles(end.ports, titles);
    // The keep-out box follows a top port that moved down, or it would block it.
    const top = Math.max(end.keepOut.y, ...end.ports.filter((p) => p.side === 3).map((p) => p.y));
    end.keepOut = { ...end.keepOut, y: top, height: end.keepOut.height - (top - end.keepOut.y) };
  }
  const all = [...obstacles, from.keepOut, to.keepOut];
  const extraX = [...from.ports, ...to.ports].map((p) => p.x);
  const extraY = [...from.ports, ...to.ports].map((p) => p.y);
  const extra = (x1: number, y1: number, x2: number, y2: number) =>
    scene.occupancy.cost(x1, y1, x2, y2, s, t, OVERLAP_COST, CROSS_COST);
  // The stubs between a cell's border and its keep-out box count too.
  const withStub = (p: Port): Port => ({ ...p, cost: p.cost + extra(p.border.x, p.border.y, p.x, p.y) });
  from.ports = from.ports.map(withStub);
  to.ports = to.ports.map(withStub);
  const attempt = (area: Rect) => {
    const used = all.filter((o) => intersects(o, area, 0));
    const grid = new RouteGrid(area, used, extraX, extraY);
    return searchRoute(grid, from.ports, to.ports, extra, (x, y) => scene.occupancy.bendCost(x, y, s, t));
  };
  let found = null;
  if (obstacles.length > WINDOW_OBSTACLES) {
    const win = clipTo(inflate(bbox([from.keepOut, to.keepOut])!, 160), bound);
    if (win) found = attempt(win);
  }
  found ??= attempt(bound);
  if (!found) return null;
  const start = found.start as Port;
  const end = found.end as Port;
  bump(scene, s, start.side, 'out');
  bump(scene, t, end.side, 'in');
  return simplify([start.border, ...found.path, end.border]);
}

function bump(scene: RouteScene, id: string, side: Dir, role: 'in' | 'out'): void {
  const k = sideKey(id, side);
  const use = scene.sideUse.get(k) ?? { in: 0, out: 0 };
  use[role]++;
  scene.sideUse.set(k, use);
}

function clipTo(r: Rect, b: Rect): Rect | undefined {
  const x = Math.max(r.x, b.x);
  const y = Math.max(r.y, b.y);
  const x2 = Math.min(r.x + r.width, b.x + b.width);
  const y2 = Math.min(r.y + r.height, b.y + b.height);
  return x2 > x && y2 > y ? { x, y, width: x2 - x, height: y2 - y } : undefined;
}

/** Drops repeated points and points in the middle of straight runs. */
export function simplify(points: readonly Point[]): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (last && Math.abs(last.x - p.x) < 0.01 && Math.abs(last.y - p.y) < 0.01) continue;
    const prev = out[out.length - 2];
    if (last && prev && ((prev.x === last.x && last.x === p.x) || (prev.y === last.y && last.y === p.y))) out.pop();
    out.push(p);
  }
  return out;
}
