import type { CellId, ModelEdge } from '../../model/index.js';
import type { ReviewContext } from '../context.js';
import { FixBuilder } from '../fix-builder.js';
import { DATASTORE_KINDS } from '../kinds.js';
import type { Finding, Rule } from '../types.js';
import { frontlineEdges, isAdminEdge, isBastion, nameList } from './common.js';

/** Security: administrative and database ports open to the internet. */

const ALL_CLOUDS = ['aws', 'azure', 'gcp', 'general'] as const;
const sourcesOf = (ctx: ReviewContext, edges: readonly ModelEdge[]): string => nameList(ctx, edges.map((e) => e.source));

function adminEdges(ctx: ReviewContext, id: CellId): ModelEdge[] {
  return frontlineEdges(ctx, id).filter((e) => isAdminEdge(ctx, e));
}

const openAdminAccess: Rule = {
  id: 'open_admin_access',
  title: 'SSH/RDP open to the internet',
  pillar: 'security',
  severity: 'high',
  providers: ALL_CLOUDS,
  recommendation: 'Remove the direct SSH/RDP access and administer the machine through a managed bastion (Session Manager, Azure Bastion, IAP) or VPN.',
  anchors: ['checkov:CKV_AWS_24', 'checkov:CKV_AWS_25', 'checkov:CKV_AZURE_9', 'checkov:CKV_AZURE_10', 'checkov:CKV_GCP_2', 'checkov:CKV_GCP_3'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const id of ctx.exposure.frontline.keys()) {
      if (isBastion(ctx, id)) continue;
      const edges = adminEdges(ctx, id);
      if (edges.length === 0) continue;
      findings.push({
        cells: [id, ...edges.map((e) => e.id)],
        message: `${ctx.display(id)} accepts administrative access (${nameList(ctx, edges.map((e) => e.id))}) directly from ${sourcesOf(ctx, edges)}.`,
      });
    }
    return findings.sort((a, b) => ctx.order(a.cells[0]!) - ctx.order(b.cells[0]!));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const id = f.cells[0]!;
    const kind = fix.hasService('bastion') ? 'bastion' : 'vpn';
    const bastion = fix.addService(kind, { parent: ctx.vpcOf(id)?.id ?? ctx.parent(id) });
    const linked = new Set<CellId>();
    for (const e of adminEdges(ctx, id)) {
      fix.disconnect(e.id);
      if (!linked.has(e.source)) fix.connect(e.source, bastion, { label: 'HTTPS (admin)', props: { tls: true, protocol: 'https' } });
      linked.add(e.source);
    }
    fix.connect(bastion, id, { label: 'admin (private)', props: { tls: true } });
    return fix.ops;
  },
};

const DB_PORT_NUMBERS = /\b(3306|5432|1433|1521|27017|6379|9042|11211)\b/;
const ANY_CIDR = /0\.0\.0\.0\/0|::\/0/;

function openRuleCells(ctx: ReviewContext): CellId[] {
  const cells: CellId[] = [];
  const matches = (id: CellId): boolean => ANY_CIDR.test(ctx.label(id)) && DB_PORT_NUMBERS.test(ctx.label(id));
  for (const n of ctx.nodes) if ((ctx.kind(n.id) === 'firewall' || n.service === null) && matches(n.id)) cells.push(n.id);
  for (const g of ctx.groups) if (matches(g.id)) cells.push(g.id);
  for (const e of ctx.edges) if (ctx.isKind(e.target, DATASTORE_KINDS) && matches(e.id)) cells.push(e.id);
  return cells;
}

const dbPortOpenToInternet: Rule = {
  id: 'db_port_open_to_internet',
  title: 'Database port open to 0.0.0.0/0',
  pillar: 'security',
  severity: 'critical',
  providers: ALL_CLOUDS,
  recommendation: 'Restrict the database port to the application tier instead of 0.0.0.0/0.',
  anchors: ['checkov:CKV_AWS_260', 'checkov:CKV_AZURE_11', 'checkov:CKV_GCP_106'],
  check(ctx) {
    return openRuleCells(ctx).map((id) => ({
      cells: [id],
      message: `${ctx.display(id)} opens a database port to the whole internet (0.0.0.0/0).`,
    }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const id = f.cells[0]!;
    const label = (ctx.node(id) ?? ctx.group(id) ?? ctx.edge(id))?.label ?? '';
    fix.rename(id, label.replace(/0\.0\.0\.0\/0|::\/0/g, 'app tier only'));
    return fix.ops;
  },
};

export const SECURITY_ACCESS_RULES: readonly Rule[] = [openAdminAccess, dbPortOpenToInternet];
