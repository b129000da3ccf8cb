import type { ModelEdge, ModelGroup, ModelNode } from '../model/index.js';

type Cell = ModelNode | ModelGroup | ModelEdge;

function sameRecord(a: Readonly<Record<string, unknown>> | undefined, b: Readonly<Record<string, unknown>> | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) if (!Object.is(a[k], b[k]) || !(k in b)) return false;
  return true;
}

function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((v, k) => v === b[k]);
}

/**
 * Whether two model cells are the same, key order aside. Allocation-free: patch compares every
 * cell of a page this way, twice.
 */
export function sameCell(a: Cell, b: Cell): boolean {
  const x = a as Partial<ModelNode & ModelGroup & ModelEdge>;
  const y = b as Partial<ModelNode & ModelGroup & ModelEdge>;
  return (
    x.id === y.id &&
    x.label === y.label &&
    x.service === y.service &&
    x.kind === y.kind &&
    x.parent === y.parent &&
    x.source === y.source &&
    x.target === y.target &&
    sameList(x.members, y.members) &&
    sameRecord(x.props, y.props) &&
    sameRecord(x.style, y.style)
  );
}
