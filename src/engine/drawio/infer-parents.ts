import type { Rect } from '../model/index.js';
import type { PageStructure } from './structure.js';

/**
 * Containment for foreign cells. People often draw a VPC or an AZ as a box *behind* the icons
 * rather than as their draw.io parent, so the parent in the model is the smallest group box that
 * encloses the cell on the page (within the cell's own draw.io container), falling back to the
 * nearest enclosing draw.io container. Skyplan's own cells keep their draw.io parent.
 */

const TOLERANCE = 2;
const GEOMETRY_BUDGET = 4_000_000;

export function area(r: Rect): number {
  return Math.max(r.width, 0) * Math.max(r.height, 0);
}

export function encloses(outer: Rect, inner: Rect): boolean {
  return (
    inner.x >= outer.x - TOLERANCE &&
    inner.y >= outer.y - TOLERANCE &&
    inner.x + inner.width <= outer.x + outer.width + TOLERANCE &&
    inner.y + inner.height <= outer.y + outer.height + TOLERANCE &&
    area(outer) > area(inner)
  );
}

/** Whether `ancestor` is on the draw.io parent chain above `id`. */
export function isXmlAncestor(s: PageStructure, ancestor: string, id: string): boolean {
  for (let at = s.parentOf(id); at !== null; at = s.parentOf(at)) if (at === ancestor) return true;
  return false;
}

export interface ParentInput {
  structure: PageStructure;
  /** Model vertices (nodes and groups), in document order. */
  vertices: string[];
  /** Every group of the model: Skyplan's cells keep the nearest of these above them. */
  groups: ReadonlySet<string>;
  /** Groups that may contain foreign cells (overlays excluded: they are drawn around their members). */
  containers: ReadonlySet<string>;
  /** Cells whose parent is inferred from geometry (foreign ones). */
  foreign: ReadonlySet<string>;
}

/** The nearest draw.io ancestor that is a container group, or null. */
export function xmlContainer(s: PageStructure, id: string, containers: ReadonlySet<string>): string | null {
  for (let at = s.parentOf(id); at !== null; at = s.parentOf(at)) if (containers.has(at)) return at;
  return null;
}

export function inferParents(input: ParentInput): Map<string, string | null> {
  const { structure: s, vertices, groups, containers, foreign } = input;
  const parents = new Map<string, string | null>();
  const boxes = [...containers].map((id) => ({ id, rect: s.absRect(id) }));
  // Geometry matching is vertices × boxes; past this budget (only contrived files get there)
  // the draw.io containment alone is used.
  const geometric = vertices.length * boxes.length <= GEOMETRY_BUDGET;
  for (const id of vertices) {
    if (!foreign.has(id) || !geometric) {
      parents.set(id, xmlContainer(s, id, foreign.has(id) ? containers : groups));
      continue;
    }
    const fallback = xmlContainer(s, id, containers);
    const rect = s.absRect(id);
    const scope = fallback;
    let best: string | null = null;
    let bestArea = Infinity;
    for (const box of boxes) {
      if (box.id === id || !encloses(box.rect, rect)) continue;
      if (scope !== null && box.id !== scope && !isXmlAncestor(s, scope, box.id)) continue;
      if (isXmlAncestor(s, id, box.id)) continue;
      const a = area(box.rect);
      if (a < bestArea) {
        best = box.id;
        bestArea = a;
      }
    }
    parents.set(id, best ?? fallback);
  }
  breakCycles(parents);
  return parents;
}

/**
 * Cuts any parent chain that loops back on itself (possible only in contrived files) by putting
 * the cell that closes the loop at the top level. Linear: each cell is walked once.
 */
function breakCycles(parents: Map<string, string | null>): void {
  const done = new Set<string>();
  for (const start of parents.keys()) {
    const path: string[] = [];
    const onPath = new Set<string>();
    let at: string | null = start;
    while (at !== null && !done.has(at)) {
      if (onPath.has(at)) {
        parents.set(path[path.length - 1]!, null);
        break;
      }
      path.push(at);
      onPath.add(at);
      at = parents.get(at) ?? null;
    }
    for (const id of path) done.add(id);
  }
}
