import { LAYER_GAP, NODE_GAP, snap } from '../constants.js';
import type { FlowItem } from './elk-flow.js';

/** Widest-to-tallest ratio a flow block aims for when it has to wrap a long layer. */
const TARGET_RATIO = 1.6;
/** A layer is wrapped when it is this much longer than the block's ideal side. */
const TOO_LONG = 1.4;

type Pos = Map<string, { x: number; y: number }>;

/**
 * Folds an overly long last layer into several columns. ELK stacks every block of a layer in
 * one line: twelve regions fed by one CDN would make a diagram ten times taller than wide. The
 * last layer (nothing after it is aligned with it) becomes a few side-by-side columns, in ELK's
 * order; earlier layers are left alone, since what follows them is lined up with them.
 */
export function wrapLongLayers(items: readonly FlowItem[], pos: Pos, direction: 'RIGHT' | 'DOWN'): Pos {
  const right = direction === 'RIGHT';
  // Work in flow coordinates: `f` along the flow, `c` across it.
  const blocks = items.map((it) => {
    const p = pos.get(it.id)!;
    return { id: it.id, f: right ? p.x : p.y, c: right ? p.y : p.x, lf: right ? it.w : it.h, lc: right ? it.h : it.w };
  });
  const area = blocks.reduce((t, b) => t + (b.lf + LAYER_GAP / 2) * (b.lc + NODE_GAP), 0);
  const ideal = Math.max(...blocks.map((b) => b.lc), right ? Math.sqrt(area / TARGET_RATIO) : Math.sqrt(area * TARGET_RATIO));
  const layers = layersOf(blocks);
  const last = layers[layers.length - 1]!;
  if (last.length < 2 || packed(last) <= TOO_LONG * ideal) return pos;
  const out: Pos = new Map(pos);
  let f = Math.min(...last.map((b) => b.f));
  const top = Math.min(...layers.flat().map((b) => b.c));
  let folded = 0;
  for (const col of fold(last, ideal)) {
    const width = Math.max(...col.map((b) => b.lf));
    let c = top;
    for (const b of col) {
      out.set(b.id, flip({ f: snap(f + (width - b.lf) / 2), c }, right));
      c = snap(c + b.lc + NODE_GAP);
    }
    folded = Math.max(folded, c - NODE_GAP - top);
    f = snap(f + width + LAYER_GAP / 2);
  }
  // The layers before were lined up with the long layer: squeeze them to the folded length.
  const oldTop = Math.min(...last.map((b) => b.c));
  const scale = folded / Math.max(1, Math.max(...last.map((b) => b.c + b.lc)) - oldTop);
  for (const layer of layers.slice(0, -1)) {
    let next = Number.NEGATIVE_INFINITY;
    for (const b of layer) {
      const c = Math.max(next, snap(top + (b.c - oldTop) * scale));
      out.set(b.id, flip({ f: b.f, c }, right));
      next = snap(c + b.lc + NODE_GAP);
    }
  }
  return out;
}

interface Block {
  id: string;
  f: number;
  c: number;
  lf: number;
  lc: number;
}

/** Blocks grouped into layers: runs that overlap along the flow. */
function layersOf(blocks: Block[]): Block[][] {
  const sorted = [...blocks].sort((a, b) => a.f - b.f || a.c - b.c);
  const layers: Block[][] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const b of sorted) {
    if (b.f >= end) layers.push([]);
    layers[layers.length - 1]!.push(b);
    end = Math.max(b.f >= end ? b.f + b.lf : end, b.f + b.lf);
  }
  return layers.map((l) => l.sort((a, b) => a.c - b.c));
}

/** Length of a layer with its blocks packed one after the other. */
function packed(layer: Block[]): number {
  return layer.reduce((t, b) => t + b.lc + NODE_GAP, -NODE_GAP);
}

/** Splits a layer, in order, into columns about `limit` long (each holds at least one block). */
function fold(layer: Block[], limit: number): Block[][] {
  const count = Math.max(1, Math.round(packed(layer) / limit));
  const per = Math.ceil(layer.length / count);
  const cols: Block[][] = [];
  for (let k = 0; k < layer.length; k += per) cols.push(layer.slice(k, k + per));
  return cols;
}

function flip(p: { f: number; c: number }, right: boolean): { x: number; y: number } {
  return right ? { x: p.f, y: p.c } : { x: p.c, y: p.f };
}
