import type { CellId, ModelEdge, Props } from '../../model/index.js';
import type { ReviewContext } from '../context.js';
import type { FixBuilder } from '../fix-builder.js';
import { GENERIC_SERVERS, MANAGED_FRONTENDS, SERVER_KINDS } from '../kinds.js';
import { flag, HINTS, num, states } from '../text.js';
import type { Finding } from '../types.js';

/** Helpers several rules share: what an edge says about TLS, who is a server, name lists. */

const PLAINTEXT_PROTOCOLS = new Set(['http', 'ws', 'ftp', 'telnet', 'mqtt', 'amqp']);
const SECURE_PROTOCOL: Record<string, string> = { http: 'https', ws: 'wss', ftp: 'sftp', telnet: 'ssh', mqtt: 'mqtts', amqp: 'amqps' };

/** Whether an edge says its traffic is unencrypted: tls=false, a plaintext protocol, or "HTTP"/":80" in its label. */
export function isPlaintext(ctx: ReviewContext, e: ModelEdge): boolean {
  const tls = flag(e.props['tls']);
  if (tls !== undefined) return !tls;
  const protocol = typeof e.props['protocol'] === 'string' ? e.props['protocol'].toLowerCase() : '';
  if (PLAINTEXT_PROTOCOLS.has(protocol)) return true;
  if (SECURE_PROTOCOL[protocol] === undefined && protocol !== '') return false;
  const text = ctx.label(e.id).toLowerCase();
  return HINTS.plaintext.test(text) && !HINTS.tls.test(text);
}

/** Props and label of an edge once its traffic is encrypted (HTTP → HTTPS, :80 → :443). */
export function securedEdge(label: string, props: Props): { label: string; props: Props } {
  const protocol = typeof props['protocol'] === 'string' ? props['protocol'].toLowerCase() : undefined;
  const next: Props = { ...props, tls: true };
  if (protocol && SECURE_PROTOCOL[protocol]) next['protocol'] = SECURE_PROTOCOL[protocol]!;
  const secured = label
    .replace(/\bHTTP\b(?!S)/g, 'HTTPS')
    .replace(/\bhttp\b(?!s)/g, 'https')
    .replace(/\bWS\b/g, 'WSS')
    .replace(/:80\b/g, ':443')
    .replace(/\bport 80\b/gi, 'port 443')
    .replace(/\b(plain ?text|unencrypted)\b/gi, 'TLS');
  return { label: secured, props: next };
}

/** Makes an edge (existing or created by this fix) carry encrypted traffic. */
export function secureEdge(fix: FixBuilder, id: CellId, label: string, props: Props): void {
  const s = securedEdge(label, props);
  if (s.label !== label) fix.rename(id, s.label);
  for (const [key, value] of Object.entries(s.props)) if (props[key] !== value) fix.setProp(id, key, value);
}

export function isBastion(ctx: ReviewContext, id: CellId): boolean {
  return ctx.kind(id) === 'bastion' || /bastion|jump ?(box|host|server)|session manager/.test(ctx.text(id));
}

/** Servers and containers with their own network interface (see kinds.ts). */
export function isServer(ctx: ReviewContext, id: CellId): boolean {
  const service = ctx.serviceId(id);
  if (service && GENERIC_SERVERS.has(service)) return true;
  if (service && MANAGED_FRONTENDS.has(service)) return false;
  return ctx.isKind(id, SERVER_KINDS) && !isBastion(ctx, id);
}

/** A standby, replica or dead-letter copy: reviewed through its primary. */
export function isSecondary(ctx: ReviewContext, id: CellId): boolean {
  const role = ctx.props(id)['role'];
  if (typeof role === 'string' && /standby|replica|secondary|dlq/.test(role)) return true;
  return HINTS.standby.test(ctx.label(id).toLowerCase()) || HINTS.dlq.test(ctx.label(id).toLowerCase());
}

/** Whether a node scales out on its own: autoscaling prop or label, an auto scaling group around or next to it. */
export function autoscales(ctx: ReviewContext, id: CellId): boolean {
  if (states(ctx.props(id), 'autoscaling', ctx.text(id), HINTS.autoscaling)) return true;
  if (flag(ctx.props(id)['autoscaling']) === false) return false;
  if (ctx.overlaysOf(id).length > 0) return true;
  if (ctx.ancestors(id).some((g) => HINTS.autoscaling.test(ctx.label(g.id).toLowerCase()))) return true;
  return ctx.neighbours(id).some((n) => ctx.kind(n) === 'autoscaling_group');
}

/** Whether a node runs as several instances or scales out (props first, then label and groups). */
export function isScaled(ctx: ReviewContext, id: CellId): boolean {
  const props = ctx.props(id);
  const replicas = num(props['replicas']);
  if (replicas !== undefined && replicas >= 2) return true;
  if (flag(props['multi_az']) === true) return true;
  return autoscales(ctx, id);
}

/** "A", "A and B", "A, B and 2 more". */
export function nameList(ctx: ReviewContext, ids: readonly CellId[], max = 3): string {
  const names = [...new Set(ids.map((id) => ctx.display(id)))];
  if (names.length <= 1) return names[0] ?? '';
  if (names.length <= max) return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
}

/** One finding per anchor; later duplicates are dropped. */
export function uniqueFindings(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = f.key ?? f.cells[0] ?? '';
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Puts `node` in front of `target` on every edge in `edges` (all ending at `target`): the first
 * source gets the node inserted with insert_between, other sources are re-pointed to it. The
 * edge from each source to the new node carries encrypted traffic. Returns the new node's id.
 */
export function putInFront(
  ctx: ReviewContext,
  fix: FixBuilder,
  edges: readonly ModelEdge[],
  target: CellId,
  spec: { service: string | null; label: string; parent: CellId | null; props?: Props },
): CellId {
  const sorted = [...edges].sort((a, b) => ctx.order(a.id) - ctx.order(b.id));
  const first = sorted[0]!;
  const inserted = fix.insertBetween(first.source, target, spec);
  secureEdge(fix, inserted.incoming, first.label, first.props);
  const linked = new Set([first.source]);
  for (const e of sorted.slice(1)) {
    if (e.source === first.source) continue; // insert_between already replaced every edge from it
    fix.disconnect(e.id);
    if (linked.has(e.source)) continue;
    linked.add(e.source);
    const s = securedEdge(e.label, e.props);
    fix.connect(e.source, inserted.id, s);
  }
  return inserted.id;
}

export const ACCESS_LOGS: Props = { access_logs: true };

/** The edges internet traffic arrives on at a directly exposed cell, in model order. */
export function frontlineEdges(ctx: ReviewContext, id: CellId): ModelEdge[] {
  return [...(ctx.exposure.frontline.get(id) ?? [])].sort((a, b) => ctx.order(a.id) - ctx.order(b.id));
}

/** Whether an edge carries SSH/RDP/kubectl administration rather than application traffic. */
export function isAdminEdge(ctx: ReviewContext, e: ModelEdge): boolean {
  const protocol = typeof e.props['protocol'] === 'string' ? e.props['protocol'].toLowerCase() : '';
  return protocol === 'ssh' || protocol === 'rdp' || HINTS.adminPort.test(ctx.label(e.id).toLowerCase());
}

/**
 * Props of a managed service a fix adds outside any VPC for clients inside one: it is reached
 * through a private endpoint, as the recommendation says, so the fix does not open a new path.
 */
export function privateAccessFor(ctx: ReviewContext, parent: CellId | null, clients: readonly CellId[]): Props {
  const insideVpc = parent !== null && (ctx.group(parent)?.kind === 'vpc' || ctx.vpcOf(parent) !== undefined);
  return !insideVpc && clients.some((c) => ctx.vpcOf(c) !== undefined) ? { private_endpoint: true } : {};
}
