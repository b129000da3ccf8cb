import { naturalCompare } from '../classify.js';
import type { Arrangement } from './context.js';
import type { FlowEdge, FlowItem } from './elk-flow.js';

type Pos = Map<string, { x: number; y: number }>;

/**
 * "Lambda processor 1, 2, 3": numbered blocks of one layer with the same size, fed by the same
 * blocks and feeding the same blocks, can trade places without changing a single crossing. ELK orders them
 * as its crossing minimisation happens to; a reader expects them in label order (1 above 2 above
 * 3, or left to right in a top-down flow).
 */
export function orderSeries(ctx: Arrangement, items: readonly FlowItem[], edges: readonly FlowEdge[], pos: Pos): Pos {
  const right = ctx.direction === 'RIGHT';
  const key = (it: FlowItem): string => {
    const p = pos.get(it.id)!;
    const ins = edges.filter((e) => e.to === it.id).map((e) => e.from).sort().join(',');
    const outs = edges.filter((e) => e.from === it.id).map((e) => e.to).sort().join(',');
    return [right ? p.x : p.y, it.w, it.h, ins, outs].join('|');
  };
  const groups = new Map<string, FlowItem[]>();
  for (const it of items) groups.set(key(it), [...(groups.get(key(it)) ?? []), it]);
  const out: Pos = new Map(pos);
  const label = (id: string) => ctx.tree.get(id).node?.label ?? ctx.tree.get(id).group?.label ?? id;
  // Only a numbered series: labels that differ in their numbers alone ("Pod 1", "Pod 2").
  const stem = (id: string) => label(id).replace(/\d+/g, '#');
  for (const group of groups.values()) {
    if (group.length < 2 || new Set(group.map((it) => stem(it.id))).size > 1 || !/#/.test(stem(group[0]!.id))) continue;
    const slots = group.map((it) => pos.get(it.id)!).sort((a, b) => (right ? a.y - b.y : a.x - b.x));
    const byLabel = [...group].sort((a, b) => naturalCompare(label(a.id), label(b.id)));
    byLabel.forEach((it, i) => out.set(it.id, slots[i]!));
  }
  return out;
}
