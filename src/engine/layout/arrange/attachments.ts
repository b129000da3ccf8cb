import { NODE_GAP, snap } from '../constants.js';
import type { Size } from '../types.js';
import type { Arrangement } from './context.js';
import type { FlowEdge, FlowItem } from './elk-flow.js';

/**
 * Services drawn attached to the one service they protect: a WAF or DDoS shield in front of a CDN,
 * gateway or load balancer. Put in the flow on their own, they take a layer before their host and
 * their line runs beside the users' main line into it; attached, they stand just above the host,
 * up and to the left, so their line drops into the host's top and the main line stays straight.
 */
const ATTACHED_KINDS: ReadonlySet<string> = new Set(['waf', 'ddos']);

/** Vertical room between the attachments and their host (the line's drop and its stub). */
const DROP = 30;
/** How far left of the host's centre the attachments end, so their line runs right, then down. */
const RUN = 20;

/** A host with the services attached to it, laid out as one block of the flow. */
export interface AttachedBlock {
  readonly host: string;
  readonly attached: readonly string[];
  readonly size: Size;
  /** Offsets of the host and of each attached service inside the block. */
  readonly offsets: ReadonlyMap<string, { x: number; y: number }>;
}

/**
 * Children of a flow that talk only to one sibling node (their host), through edges inside this
 * container. The host must itself be in the flow, and not be attached to anything.
 */
export function findAttachments(ctx: Arrangement, ids: readonly string[], edges: readonly FlowEdge[]): Map<string, string[]> {
  const { tree } = ctx;
  const members = new Set(ids);
  const byHost = new Map<string, string[]>();
  for (const id of ids) {
    if (tree.isContainer(id) || !ATTACHED_KINDS.has(ctx.kind(id))) continue;
    const mine = edges.filter((e) => e.from === id || e.to === id);
    const others = new Set(mine.map((e) => (e.from === id ? e.to : e.from)));
    if (mine.length === 0 || others.size !== 1) continue;
    const host = [...others][0]!;
    if (!members.has(host) || tree.isContainer(host) || ATTACHED_KINDS.has(ctx.kind(host))) continue;
    // The host needs a place in the flow of its own: something else must connect to it.
    if (!edges.some((e) => (e.from === host || e.to === host) && e.from !== id && e.to !== id)) continue;
    byHost.set(host, [...(byHost.get(host) ?? []), id]);
  }
  return byHost;
}

/** The block of a host and its attachments: the attachments in a row above, ending left of the host's centre. */
export function attachedBlock(ctx: Arrangement, host: string, attached: readonly string[]): AttachedBlock {
  const hs = ctx.sizeOf(host);
  const sizes = attached.map((id) => ctx.sizeOf(id));
  const rowW = sizes.reduce((t, s) => t + s.w, 0) + NODE_GAP * (sizes.length - 1);
  const rowH = Math.max(...sizes.map((s) => s.h));
  const hostCentre = ctx.anchor(host).x;
  // Row x relative to the host's block; negative when the row reaches out to the left of it.
  const rowX = snap(hostCentre - RUN - rowW);
  const left = Math.min(0, rowX);
  const hostY = snap(rowH + DROP);
  const offsets = new Map<string, { x: number; y: number }>();
  offsets.set(host, { x: -left, y: hostY });
  let x = rowX - left;
  attached.forEach((id, i) => {
    offsets.set(id, { x, y: snap(rowH - sizes[i]!.h) });
    x = snap(x + sizes[i]!.w + NODE_GAP);
  });
  const w = Math.max(hs.w - left, rowX - left + rowW);
  return { host, attached, size: { w: snap(w), h: hostY + hs.h }, offsets };
}

/** The flow item standing for a block: its size, and the host's ports moved with the host. */
export function blockItem(ctx: Arrangement, block: AttachedBlock): FlowItem {
  const ports = ctx.ports(block.host);
  const off = block.offsets.get(block.host)!;
  const shift = ctx.direction === 'RIGHT' ? off.y : off.x;
  return { id: block.host, w: block.size.w, h: block.size.h, inPort: ports.inPort + shift, outPort: ports.outPort + shift };
}

/** Places the host and its attachments from the position the flow gave their block. */
export function placeBlock(pos: Map<string, { x: number; y: number }>, block: AttachedBlock): void {
  const at = pos.get(block.host);
  if (!at) return;
  for (const [id, off] of block.offsets) pos.set(id, { x: at.x + off.x, y: at.y + off.y });
}
