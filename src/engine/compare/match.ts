import type { ArchitectureModel, CellId, Geometry, ModelGroup, ModelNode, Rect } from '../model/index.js';

/**
 * Pairs the cells of two versions of a diagram: by cell id first, then — for cells whose ids
 * changed (a foreign file redrawn, a shape deleted and drawn again) — by meaning: the same service
 * or frame kind, the same label, the same neighbours or contents among the cells already paired,
 * and the same place on the page (for unlabelled, unconnected shapes). Returns before id → after id.
 */

type Box = ModelNode | ModelGroup;

/** The label as people read it: case, spacing and line breaks aside. */
export function normLabel(label: string): string {
  return label.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

function typeOf(c: Box): string {
  return 'kind' in c ? `group:${c.kind}` : `node:${c.service ?? ''}`;
}

/** Ids of the cells next to each node (edge ends) and inside each group (children). */
function relations(m: ArchitectureModel): Map<CellId, Set<CellId>> {
  const rel = new Map<CellId, Set<CellId>>();
  const add = (a: CellId, b: CellId) => {
    if (!rel.has(a)) rel.set(a, new Set());
    rel.get(a)!.add(b);
  };
  for (const e of m.edges) {
    add(e.source, e.target);
    add(e.target, e.source);
  }
  for (const c of [...m.nodes, ...m.groups]) {
    if (c.parent) {
      add(c.parent, c.id);
      add(c.id, c.parent);
    }
  }
  return rel;
}

/** How alike two cells are: type and label, plus paired neighbours; 0 when they cannot be one cell. */
/** Drawn in the same place at the same size (within a few pixels). */
function samePlace(a: Rect | undefined, b: Rect | undefined): boolean {
  const near = (x: number, y: number) => Math.abs(x - y) <= 8;
  return !!a && !!b && near(a.x, b.x) && near(a.y, b.y) && near(a.width, b.width) && near(a.height, b.height);
}

interface Side {
  rel: Map<CellId, Set<CellId>>;
  geometry: Geometry | undefined;
}

function likeness(a: Box, b: Box, A: Side, B: Side, pairs: Map<CellId, CellId>): number {
  const relA = A.rel.get(a.id);
  const relB = B.rel.get(b.id);
  const sameType = typeOf(a) === typeOf(b);
  const sameLabel = normLabel(a.label) === normLabel(b.label) && normLabel(a.label) !== '';
  if (('kind' in a) !== ('kind' in b)) return 0;
  let shared = 0;
  for (const n of relA ?? []) if (relB?.has(pairs.get(n) ?? '')) shared++;
  const place = samePlace(A.geometry?.cells[a.id], B.geometry?.cells[b.id]) ? 3 : 0;
  // A swapped icon with the same label: same place and the same neighbours say it is the same cell.
  if (!sameType && !sameLabel) return place > 0 && shared > 0 ? place + shared : 0;
  const base = (sameType ? 2 : 0) + (sameLabel ? 2 : 0);
  // A relabelled, re-typed or unlabelled cell needs a neighbour or its place to vouch for it;
  // an unlabelled icon without either pairs only as the last of its type on both sides (score 1).
  if (base < 4 && shared === 0 && place === 0) return sameType && normLabel(a.label) === '' && normLabel(b.label) === '' ? 1 : 0;
  return base + shared + place;
}

export function matchCells(before: ArchitectureModel, after: ArchitectureModel, geometry: { before?: Geometry; after?: Geometry } = {}): Map<CellId, CellId> {
  const pairs = new Map<CellId, CellId>();
  const boxesA: Box[] = [...before.groups, ...before.nodes];
  const boxesB: Box[] = [...after.groups, ...after.nodes];
  const idsB = new Map(boxesB.map((c) => [c.id, c]));
  for (const a of boxesA) {
    const b = idsB.get(a.id);
    if (b && ('kind' in a) === ('kind' in b)) pairs.set(a.id, b.id);
  }
  const A: Side = { rel: relations(before), geometry: geometry.before };
  const B: Side = { rel: relations(after), geometry: geometry.after };
  // Rounds: each pairing can vouch for neighbours in the next one. Ties wait for a neighbour to
  // decide; when no round decides anything more, the ties are settled in document order.
  let strict = true;
  for (;;) {
    const paired = round(boxesA, boxesB, A, B, pairs, strict);
    if (paired) strict = true;
    else if (strict) strict = false;
    else break;
  }
  return pairs;
}

function round(
  boxesA: Box[], boxesB: Box[], A: Side, B: Side, pairs: Map<CellId, CellId>, strict: boolean,
): boolean {
  const taken = new Set(pairs.values());
  const restA = boxesA.filter((a) => !pairs.has(a.id));
  const restB = boxesB.filter((b) => !taken.has(b.id));
  const candidates: Array<{ a: CellId; b: CellId; score: number; order: number }> = [];
  restA.forEach((a, i) => {
    restB.forEach((b, j) => {
      const score = likeness(a, b, A, B, pairs);
      if (score > 0) candidates.push({ a: a.id, b: b.id, score, order: Math.abs(i - j) });
    });
  });
  candidates.sort((x, y) => y.score - x.score || x.order - y.order);
  const topA = tops(candidates, (c) => c.a);
  const topB = tops(candidates, (c) => c.b);
  const usedB = new Set<CellId>();
  let paired = false;
  for (const c of candidates) {
    if (pairs.has(c.a) || usedB.has(c.b)) continue;
    const clear = unique(topA.get(c.a), c.score) && unique(topB.get(c.b), c.score) && sole(c, candidates);
    if ((strict || c.score === 1) && !clear) continue;
    pairs.set(c.a, c.b);
    usedB.add(c.b);
    paired = true;
    // Lax rounds settle one tie at a time, so the pairing can vouch for the rest.
    if (!strict) return true;
  }
  return paired;
}

type Top = { score: number; count: number };

/** Per cell, its best candidate score and how many candidates reach it. */
function tops<T extends { score: number }>(candidates: T[], key: (c: T) => CellId): Map<CellId, Top> {
  const out = new Map<CellId, Top>();
  for (const c of candidates) {
    const t = out.get(key(c));
    if (!t || c.score > t.score) out.set(key(c), { score: c.score, count: 1 });
    else if (c.score === t.score) t.count++;
  }
  return out;
}

/** Whether a candidate is its cell's one best. */
function unique(t: Top | undefined, score: number): boolean {
  return !!t && t.score === score && t.count === 1;
}

/** A weak candidate counts only when neither cell has any other candidate at all. */
function sole(c: { a: CellId; b: CellId; score: number }, candidates: Array<{ a: CellId; b: CellId }>): boolean {
  return c.score > 1 || candidates.every((o) => o === c || (o.a !== c.a && o.b !== c.b));
}
