import type { ArchitectureModel, CellId, Geometry, ModelEdge, ModelGroup, ModelNode, Props, Rect } from '../model/index.js';
import { matchCells } from './match.js';

/**
 * What changed between two versions of a diagram: components (service nodes and shapes) and
 * frames (groups) added, removed and changed; connections added, removed and changed. Cells are
 * paired by id, then by meaning (match.ts), so a redraw with new ids shows only real changes.
 */

export interface Version {
  model: ArchitectureModel;
  geometry: Geometry;
}

export type ChangeField = 'label' | 'service' | 'kind' | 'container' | 'position' | 'size' | 'properties' | 'source' | 'target';

export interface FieldChange {
  field: ChangeField;
  before: string | null;
  after: string | null;
}

export interface CellRef {
  id: CellId;
  label: string;
  /** Service (components) or frame kind (frames). */
  type: string | null;
}

export interface CellChange extends CellRef {
  /** The cell's id in the older version (differs from `id` when paired by meaning). */
  before_id: CellId;
  changes: FieldChange[];
}

export interface EdgeRef {
  id: CellId;
  source: CellId;
  target: CellId;
  label: string;
}

export interface EdgeChange extends EdgeRef {
  before_id: CellId;
  changes: FieldChange[];
}

export interface Section<R, C> {
  added: R[];
  removed: R[];
  changed: C[];
}

export interface DiagramDiff {
  components: Section<CellRef, CellChange>;
  frames: Section<CellRef, CellChange>;
  connections: Section<EdgeRef, EdgeChange>;
  /** Older id → newer id of every paired cell (edges included). */
  pairs: Record<CellId, CellId>;
  /** How many cells were paired by meaning rather than id. */
  matched_by_meaning: number;
}

export interface DiffOptions {
  /** Moves and resizes of at most this many pixels are not changes (default 8). */
  threshold?: number;
}

type Box = ModelNode | ModelGroup;

function ref(c: Box): CellRef {
  return { id: c.id, label: c.label, type: 'kind' in c ? c.kind : c.service };
}

function edgeRef(e: ModelEdge): EdgeRef {
  return { id: e.id, source: e.source, target: e.target, label: e.label };
}

function propsText(p: Props): string {
  return Object.keys(p).sort().map((k) => `${k}=${String(p[k])}`).join(', ');
}

function changedProps(a: Props, b: Props): FieldChange | null {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  const diff = keys.filter((k) => String(a[k] ?? '') !== String(b[k] ?? ''));
  if (diff.length === 0) return null;
  const pick = (p: Props) => propsText(Object.fromEntries(diff.filter((k) => k in p).map((k) => [k, p[k]!])));
  return { field: 'properties', before: pick(a) || null, after: pick(b) || null };
}

const pos = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)}`;
const size = (r: Rect) => `${Math.round(r.width)}×${Math.round(r.height)}`;

function boxChanges(a: Box, b: Box, before: Version, after: Version, pairs: Map<CellId, CellId>, threshold: number): FieldChange[] {
  const out: FieldChange[] = [];
  if (a.label !== b.label) out.push({ field: 'label', before: a.label, after: b.label });
  if ('kind' in a && 'kind' in b && a.kind !== b.kind) out.push({ field: 'kind', before: a.kind, after: b.kind });
  if ('service' in a && 'service' in b && a.service !== b.service) out.push({ field: 'service', before: a.service, after: b.service });
  const parentMoved = (a.parent ? (pairs.get(a.parent) ?? `removed:${a.parent}`) : null) !== b.parent;
  if (parentMoved) out.push({ field: 'container', before: a.parent, after: b.parent });
  const ra = before.geometry.cells[a.id];
  const rb = after.geometry.cells[b.id];
  // Inside the same container, compare where it sits there; a new container is change enough.
  if (ra && rb && !parentMoved && (Math.abs(ra.x - rb.x) > threshold || Math.abs(ra.y - rb.y) > threshold)) {
    out.push({ field: 'position', before: pos(ra), after: pos(rb) });
  }
  if (ra && rb && (Math.abs(ra.width - rb.width) > threshold || Math.abs(ra.height - rb.height) > threshold)) {
    out.push({ field: 'size', before: size(ra), after: size(rb) });
  }
  const props = changedProps(a.props, b.props);
  if (props) out.push(props);
  return out;
}

function section(before: Version, after: Version, pick: (m: ArchitectureModel) => Box[], pairs: Map<CellId, CellId>, threshold: number): Section<CellRef, CellChange> {
  const A = pick(before.model);
  const B = new Map(pick(after.model).map((c) => [c.id, c]));
  const pairedB = new Set<CellId>();
  const changed: CellChange[] = [];
  const removed: CellRef[] = [];
  for (const a of A) {
    const b = B.get(pairs.get(a.id) ?? '');
    if (!b) {
      removed.push(ref(a));
      continue;
    }
    pairedB.add(b.id);
    const changes = boxChanges(a, b, before, after, pairs, threshold);
    if (changes.length > 0) changed.push({ ...ref(b), before_id: a.id, changes });
  }
  const added = [...B.values()].filter((b) => !pairedB.has(b.id)).map(ref);
  return { added, removed, changed };
}

function edgeKey(source: CellId, target: CellId): string {
  return `${source}\u0000${target}`;
}

function connections(before: Version, after: Version, pairs: Map<CellId, CellId>): { section: Section<EdgeRef, EdgeChange>; edgePairs: Map<CellId, CellId> } {
  const B = after.model.edges;
  const byId = new Map(B.map((e) => [e.id, e]));
  const used = new Set<CellId>();
  const edgePairs = new Map<CellId, CellId>();
  const mapEnd = (id: CellId) => pairs.get(id) ?? `removed:${id}`;
  // Same id first; then the same two (paired) ends, so a redrawn arrow is the same connection.
  for (const a of before.model.edges) {
    const b = byId.get(a.id);
    if (b) {
      edgePairs.set(a.id, b.id);
      used.add(b.id);
    }
  }
  const byEnds = new Map<string, ModelEdge[]>();
  for (const b of B) if (!used.has(b.id)) byEnds.set(edgeKey(b.source, b.target), [...(byEnds.get(edgeKey(b.source, b.target)) ?? []), b]);
  // Parallel arrows: the one with the same label first, for every arrow; then whatever is left.
  for (const sameLabel of [true, false]) {
    for (const a of before.model.edges) {
      if (edgePairs.has(a.id)) continue;
      const list = byEnds.get(edgeKey(mapEnd(a.source), mapEnd(a.target))) ?? [];
      const b = sameLabel ? list.find((e) => e.label === a.label) : list[0];
      if (!b) continue;
      list.splice(list.indexOf(b), 1);
      edgePairs.set(a.id, b.id);
      used.add(b.id);
    }
  }
  const removed: EdgeRef[] = [];
  const changed: EdgeChange[] = [];
  for (const a of before.model.edges) {
    const b = byId.get(edgePairs.get(a.id) ?? '');
    if (!b) {
      removed.push(edgeRef(a));
      continue;
    }
    const changes: FieldChange[] = [];
    if (mapEnd(a.source) !== b.source) changes.push({ field: 'source', before: a.source, after: b.source });
    if (mapEnd(a.target) !== b.target) changes.push({ field: 'target', before: a.target, after: b.target });
    if (a.label !== b.label) changes.push({ field: 'label', before: a.label, after: b.label });
    const props = changedProps(a.props, b.props);
    if (props) changes.push(props);
    if (changes.length > 0) changed.push({ ...edgeRef(b), before_id: a.id, changes });
  }
  const added = B.filter((b) => !used.has(b.id)).map(edgeRef);
  return { section: { added, removed, changed }, edgePairs };
}

/** The changes that turn `before` into `after`. */
export function diffVersions(before: Version, after: Version, options: DiffOptions = {}): DiagramDiff {
  const threshold = options.threshold ?? 8;
  const pairs = matchCells(before.model, after.model, { before: before.geometry, after: after.geometry });
  const { section: conns, edgePairs } = connections(before, after, pairs);
  let byMeaning = 0;
  for (const [a, b] of [...pairs, ...edgePairs]) if (a !== b) byMeaning++;
  return {
    components: section(before, after, (m) => m.nodes, pairs, threshold),
    frames: section(before, after, (m) => m.groups, pairs, threshold),
    connections: conns,
    pairs: Object.fromEntries([...pairs, ...edgePairs]),
    matched_by_meaning: byMeaning,
  };
}
