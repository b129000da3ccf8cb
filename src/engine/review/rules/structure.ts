import type { ServiceKind } from '../../catalog/index.js';
import type { CellId } from '../../model/index.js';
import type { ReviewContext } from '../context.js';
import { FixBuilder } from '../fix-builder.js';
import { COMPUTE_KINDS, HTTP_ENTRY_KINDS, POLICY_FIREWALL } from '../kinds.js';
import { components, emptyFrames, hasEntry, isAppNode, islands, MIN_COMPONENTS, people, PLUMBING, touched } from '../structure.js';
import type { Rule } from '../types.js';
import { nameList } from './common.js';

/** Structure: what a diagram must show to be read as an architecture at all. */

const byOrder = (ctx: ReviewContext) => (a: CellId, b: CellId): number => ctx.order(a) - ctx.order(b);
/** Where people's traffic is meant to arrive, best first: DNS, then the HTTP front doors. */
const ENTRY_ORDER: readonly ServiceKind[] = ['dns', 'cdn', 'api_gateway', 'load_balancer', 'ingress'];

/** The front door people should be connected to: the first entry that nothing application-side calls. */
function frontDoor(ctx: ReviewContext): CellId | undefined {
  for (const kind of ENTRY_ORDER) {
    const found = ctx.nodes
      .filter((n) => ctx.kind(n.id) === kind && !ctx.in(n.id).some((e) => isAppNode(ctx, e.source)))
      .map((n) => n.id)
      .sort(byOrder(ctx));
    if (found.length > 0) return found[0];
  }
  return undefined;
}

const entryDisconnected: Rule = {
  id: 'entry_disconnected',
  title: 'Entry point not connected',
  pillar: 'reliability',
  severity: 'high',
  providers: ['aws', 'azure', 'gcp', 'kubernetes', 'general'],
  recommendation: 'Connect the users to the front door of the application (DNS, CDN, gateway or load balancer), or remove them if they do not use it.',
  anchors: ['waf:reliability'],
  check(ctx) {
    if (!ctx.hasAppEdges()) return [];
    return people(ctx)
      .filter((id) => !touched(ctx, id))
      .sort(byOrder(ctx))
      .map((id) => ({ cells: [id], message: `${ctx.display(id)} is connected to nothing: the diagram does not show how they reach the application.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const door = frontDoor(ctx);
    if (door) fix.connect(f.cells[0]!, door, { label: 'HTTPS', props: { tls: true, protocol: 'https' } });
    else fix.remove(f.cells[0]!);
    return fix.ops;
  },
};

/** Security components that work on the traffic they are drawn in the path of. */
const IN_PATH: ReadonlySet<ServiceKind> = new Set(['waf', 'ddos', 'firewall']);

const danglingSecurity: Rule = {
  id: 'dangling_security_component',
  title: 'Security component protects nothing',
  pillar: 'security',
  severity: 'medium',
  providers: ['aws', 'azure', 'gcp', 'kubernetes', 'general'],
  recommendation: 'Attach the WAF, DDoS protection or firewall to the entry point it protects (or remove it): drawn alone it protects nothing.',
  anchors: ['waf:security'],
  check(ctx) {
    if (!ctx.hasAppEdges()) return [];
    return ctx.nodesOf(IN_PATH)
      .map((n) => n.id)
      .filter((id) => !touched(ctx, id) && !POLICY_FIREWALL.test(`${ctx.text(id)} ${ctx.service(id)?.short.toLowerCase() ?? ''}`))
      .sort(byOrder(ctx))
      .map((id) => ({ cells: [id], message: `${ctx.display(id)} is drawn alone: no traffic passes through it, so it protects nothing.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const guard = f.cells[0]!;
    const entries = [...ctx.exposure.frontline.keys()].filter((id) => ctx.isKind(id, HTTP_ENTRY_KINDS)).sort(byOrder(ctx));
    const anyEntry = ctx.nodesOf(HTTP_ENTRY_KINDS).map((n) => n.id).sort(byOrder(ctx));
    const target = entries[0] ?? anyEntry[0] ?? (ctx.kind(guard) === 'firewall' ? ctx.nodesOf(COMPUTE_KINDS).map((n) => n.id).sort(byOrder(ctx))[0] : undefined);
    if (target) fix.connect(guard, target, { label: 'protects' });
    else fix.remove(guard);
    return fix.ops;
  },
};

const emptyFrame: Rule = {
  id: 'empty_frame',
  title: 'Empty network or group',
  pillar: 'operational_excellence',
  severity: 'low',
  providers: ['aws', 'azure', 'gcp', 'kubernetes', 'general'],
  recommendation: 'Remove the empty box, or draw what runs in it: a frame with nothing inside makes readers look for missing parts.',
  anchors: ['waf:operational-excellence'],
  check(ctx) {
    if (ctx.nodes.length === 0) return [];
    const frames = emptyFrames(ctx).map((g) => g.id);
    if (frames.length === 0) return [];
    const what = frames.length === 1 ? `${nameList(ctx, frames)} is drawn with nothing inside it.` : `${nameList(ctx, frames)} are drawn with nothing inside them.`;
    return [{ cells: frames, key: 'diagram', message: what }];
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    for (const id of f.cells) fix.remove(id);
    return fix.ops;
  },
};

const unreachable: Rule = {
  id: 'unreachable_component',
  title: 'Components no entry point reaches',
  pillar: 'reliability',
  // As broken as users connected to nothing: connecting the part often shows what it then lacks.
  severity: 'high',
  providers: ['aws', 'azure', 'gcp', 'kubernetes', 'general'],
  recommendation: 'Connect the separate part to the component that uses it (or remove it): as drawn, nothing that users reach leads to it.',
  anchors: ['waf:reliability'],
  check(ctx) {
    if (!ctx.hasAppEdges()) return [];
    const all = islands(ctx);
    const main = all.filter((i) => hasEntry(ctx, i) && i.some((id) => isAppNode(ctx, id)));
    if (main.length === 0) return [];
    return all
      .filter((i) => !hasEntry(ctx, i) && i.length >= 2)
      .filter((i) => i.some((id) => !PLUMBING.has(ctx.kind(id) as never)))
      .map((i) => ({ cells: i, message: `${nameList(ctx, i)} are connected to each other but not to anything users reach.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const main = islands(ctx).find((i) => hasEntry(ctx, i) && i.some((id) => isAppNode(ctx, id)))!;
    const caller = main.find((id) => ctx.isKind(id, COMPUTE_KINDS)) ?? main.find((id) => isAppNode(ctx, id))!;
    const island = new Set(f.cells);
    const head = f.cells.find((id) => !ctx.in(id).some((e) => island.has(e.source))) ?? f.cells[0]!;
    fix.connect(caller, head, { label: 'uses', props: { tls: true } });
    return fix.ops;
  },
};


const tooSmall: Rule = {
  id: 'too_small_to_review',
  title: 'Too small to review',
  pillar: 'operational_excellence',
  severity: 'medium',
  providers: ['aws', 'azure', 'gcp', 'kubernetes', 'general'],
  recommendation: 'Draw what uses these components and what they depend on (clients, compute, data), then review again.',
  anchors: ['waf:operational-excellence'],
  scoreCeiling: 70,
  fixable: false,
  check(ctx) {
    const parts = components(ctx);
    if (parts.length === 0 || parts.length >= MIN_COMPONENTS) return [];
    const what = parts.length === 1 ? `Only one component is drawn (${nameList(ctx, parts)})` : `Only ${nameList(ctx, parts)} are drawn`;
    return [{ cells: parts, key: 'diagram', message: `${what}: too little to review as an architecture.` }];
  },
  fix() {
    return [];
  },
};

export const STRUCTURE_RULES: readonly Rule[] = [entryDisconnected, danglingSecurity, emptyFrame, unreachable, tooSmall];
