import type { CellId, Props } from '../../model/index.js';
import type { ReviewContext } from '../context.js';
import { FixBuilder } from '../fix-builder.js';
import { COMPUTE_KINDS, HTTP_ENTRY_KINDS, MESSAGING_KINDS, STATEFUL_KINDS } from '../kinds.js';
import { privateSubnetsNear, safeParentNear, sharedServicesParent } from '../placement.js';
import { flag, HINTS, num, states } from '../text.js';
import type { Finding, Rule } from '../types.js';
import { isSecondary, nameList } from './common.js';

/** Reliability: data that survives failures. */

/** Databases that are highly available by design. */
const HA_BY_DESIGN = new Set(['gcp.spanner']);

function isHighlyAvailable(ctx: ReviewContext, id: CellId): boolean {
  const props = ctx.props(id);
  const explicit = flag(props['multi_az']);
  if (explicit !== undefined) return explicit;
  if ((num(props['replicas']) ?? 0) >= 2 || HINTS.multiAz.test(ctx.text(id))) return true;
  if (ctx.neighbours(id).some((n) => ctx.kind(n) === 'relational_db')) return true;
  // The same database drawn again (one per AZ) is a replicated database.
  const label = ctx.label(id).toLowerCase();
  return ctx.nodes.some((n) => n.id !== id && n.service === ctx.serviceId(id) && ctx.label(n.id).toLowerCase() === label);
}

/** A subnet like `id`'s own (same tier, not public) in another availability zone. */
function otherAzSubnet(ctx: ReviewContext, id: CellId): CellId | undefined {
  const az = ctx.azOf(id);
  if (!az) return undefined;
  return privateSubnetsNear(ctx, id, 'data').find((g) => !ctx.isInside(g.id, az.id) && ctx.azOf(g.id) !== undefined)?.id;
}

const CARRIED_GOOD_PROPS = ['encrypted_at_rest', 'encrypted_in_transit', 'backup', 'private_endpoint', 'deletion_protection'] as const;

const dbNoHa: Rule = {
  id: 'db_no_ha',
  title: 'Single database instance',
  pillar: 'reliability',
  severity: 'high',
  providers: ['aws', 'azure', 'gcp', 'general'],
  recommendation: 'Run the database with a synchronous standby in a second availability zone (Multi-AZ, zone-redundant HA, Cloud SQL HA).',
  anchors: ['checkov:CKV_AWS_157', 'psrule:Azure.SQL.ZoneRedundant', 'checkov:CKV_GCP_79', 'waf:reliability'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const n of ctx.nodesOf(new Set(['relational_db']))) {
      if (HA_BY_DESIGN.has(n.service ?? '') || isSecondary(ctx, n.id) || ctx.appDegree(n.id) === 0) continue;
      if (isHighlyAvailable(ctx, n.id)) continue;
      findings.push({ cells: [n.id], message: `${ctx.display(n.id)} is a single database instance: a failure or an AZ outage stops the application.` });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const id = f.cells[0]!;
    const props: Props = { role: 'standby', multi_az: true };
    for (const key of CARRIED_GOOD_PROPS) if (flag(ctx.props(id)[key]) === true) props[key] = true;
    fix.setProp(id, 'multi_az', true);
    const standby = fix.addNode({
      service: ctx.serviceId(id), label: `${ctx.display(id)} standby`, props,
      parent: otherAzSubnet(ctx, id) ?? safeParentNear(ctx, id, 'data'),
    });
    fix.connect(id, standby, { label: 'sync replication', props: { tls: true } });
    return fix.ops;
  },
};

function isBackedUp(ctx: ReviewContext, id: CellId): boolean {
  return states(ctx.props(id), 'backup', ctx.text(id), HINTS.backup) || ctx.neighbours(id).some((n) => ctx.kind(n) === 'backup');
}

function unprotectedStores(ctx: ReviewContext): CellId[] {
  return ctx.nodesOf(STATEFUL_KINDS).filter((n) => !isSecondary(ctx, n.id) && !isBackedUp(ctx, n.id)).map((n) => n.id);
}

const noBackup: Rule = {
  id: 'no_backup',
  title: 'Backups',
  pillar: 'reliability',
  severity: 'medium',
  providers: ['aws', 'azure', 'gcp', 'general'],
  recommendation: 'Back up every stateful store (AWS Backup, Azure Backup, Backup and DR or automated backups) with point-in-time recovery and retention of at least 7 days.',
  anchors: ['checkov:CKV_AWS_133', 'checkov:CKV_AZURE_131', 'checkov:CKV_GCP_14', 'waf:reliability'],
  check(ctx) {
    if (ctx.nodes.some((n) => ctx.kind(n.id) === 'backup' || /\bbackup\b/.test(ctx.text(n.id)) && ctx.kind(n.id) === undefined)) return [];
    const stores = unprotectedStores(ctx);
    if (stores.length === 0) return [];
    return [{ cells: stores, key: 'diagram', message: `No backups are shown for ${nameList(ctx, stores)}: losing ${stores.length === 1 ? 'it' : 'them'} loses the data.` }];
  },
  fix(ctx) {
    const fix = new FixBuilder(ctx, this.id);
    const stores = unprotectedStores(ctx);
    const vault = fix.hasService('backup') ? fix.addService('backup', { parent: sharedServicesParent(ctx) }) : undefined;
    for (const id of stores) {
      fix.setProp(id, 'backup', true);
      if (vault) fix.connect(id, vault, { label: 'daily backup' });
    }
    return fix.ops;
  },
};

function consumers(ctx: ReviewContext, id: CellId): CellId[] {
  return ctx.out(id).filter((e) => ctx.isKind(e.target, COMPUTE_KINDS)).map((e) => e.target);
}

function hasDeadLetter(ctx: ReviewContext, id: CellId): boolean {
  const isDlq = (n: CellId): boolean => ctx.props(n)['role'] === 'dlq' || HINTS.dlq.test(ctx.text(n));
  if (states(ctx.props(id), 'dlq', ctx.text(id), HINTS.dlq)) return true;
  if (ctx.neighbours(id).some(isDlq)) return true;
  return consumers(ctx, id).some((c) => ctx.neighbours(c).some(isDlq));
}

const noDlq: Rule = {
  id: 'no_dlq',
  title: 'Dead-letter queue',
  pillar: 'reliability',
  severity: 'medium',
  providers: ['aws', 'azure', 'gcp', 'general'],
  recommendation: 'Add a dead-letter queue for messages the consumer keeps failing on, and alarm on its depth.',
  anchors: ['checkov:CKV_AWS_116', 'waf:reliability', 'psrule:Azure.ServiceBus.DeadLetter'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const q of ctx.nodesOf(MESSAGING_KINDS)) {
      if (isSecondary(ctx, q.id)) continue;
      const cs = consumers(ctx, q.id);
      if (cs.length === 0 || hasDeadLetter(ctx, q.id)) continue;
      findings.push({ cells: [q.id, ...cs], message: `Messages from ${ctx.display(q.id)} that ${nameList(ctx, cs)} cannot process have no dead-letter queue and are retried forever or lost.` });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const q = f.cells[0]!;
    const service = fix.service('queue');
    const dlq = fix.addNode({ service: service.id, label: `${ctx.display(q)} DLQ`, parent: ctx.parent(q), props: { role: 'dlq' } });
    fix.connect(q, dlq, { label: 'failed messages', props: { async: true } });
    return fix.ops;
  },
};

const deletionProtectionOff: Rule = {
  id: 'deletion_protection_off',
  title: 'Deletion protection',
  pillar: 'reliability',
  severity: 'info',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Turn on deletion protection (or a resource lock) so the store cannot be deleted by mistake.',
  anchors: ['checkov:CKV_AWS_139', 'psrule:Azure.ResourceGroup.Lock', 'checkov:CKV_GCP_81'],
  check(ctx) {
    return ctx.nodesOf(new Set(['relational_db', 'data_warehouse']))
      .filter((n) => !isSecondary(ctx, n.id) && !states(n.props, 'deletion_protection', ctx.text(n.id), /deletion protection|resource lock/))
      .map((n) => ({ cells: [n.id], message: `${ctx.display(n.id)} has no deletion protection.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    fix.setProp(f.cells[0]!, 'deletion_protection', true);
    return fix.ops;
  },
};

const GLOBAL_FAILOVER = new Set(['aws.global_accelerator', 'azure.front_door', 'azure.traffic_manager']);
const DNS_FAILOVER: Record<string, { id: string; label: string }> = {
  aws: { id: 'aws.route53', label: 'Route 53 (failover)' },
  azure: { id: 'azure.traffic_manager', label: 'Traffic Manager (failover)' },
  gcp: { id: 'gcp.cloud_dns', label: 'Cloud DNS (failover)' },
};

function hasFailover(ctx: ReviewContext): boolean {
  if (ctx.groupsOf('region').length >= 2) return true;
  return ctx.nodes.some((n) => GLOBAL_FAILOVER.has(n.service ?? '') ||
    ((ctx.kind(n.id) === 'dns' || ctx.kind(n.id) === 'load_balancer') && states(n.props, 'failover', ctx.text(n.id), /failover|global/)));
}

const noMultiRegionDr: Rule = {
  id: 'no_multi_region_dr',
  title: 'Disaster recovery region',
  pillar: 'reliability',
  severity: 'medium',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Add a secondary region with replicated data and DNS failover between the regions.',
  anchors: ['waf:reliability', 'psrule:Azure.SQL.GeoReplica'],
  check(ctx) {
    // A backup product's name ("Backup and DR") is not a request for a recovery region.
    const labels = ctx.nodes.filter((n) => ctx.kind(n.id) !== 'backup').map((n) => n.label);
    const hinted = [ctx.model.title, ...ctx.groups.map((g) => g.label), ...labels].some((t) => HINTS.dr.test(t.toLowerCase()));
    if (!hinted || hasFailover(ctx)) return [];
    const region = ctx.groupsOf('region')[0]?.id ?? ctx.nodes.find((n) => n.service !== null)?.id;
    if (!region) return [];
    return [{ cells: [region], key: 'diagram', message: 'The design asks for disaster recovery but everything runs in one region with no failover.' }];
  },
  fix(ctx) {
    const fix = new FixBuilder(ctx, this.id);
    const region = ctx.groupsOf('region')[0];
    if (region) fix.addGroup({ kind: 'region', label: 'Secondary region (DR)', parent: region.parent, props: { role: 'dr' } });
    const existingDns = ctx.nodes.find((n) => ctx.kind(n.id) === 'dns');
    if (existingDns) {
      fix.setProp(existingDns.id, 'failover', true);
      return fix.ops;
    }
    const service = DNS_FAILOVER[ctx.provider]!;
    const dns = fix.addNode({ service: service.id, label: service.label, parent: null, props: { failover: true } });
    const entry = [...ctx.exposure.frontline.keys()].find((id) => ctx.isKind(id, HTTP_ENTRY_KINDS));
    if (entry) fix.connect(dns, entry, { label: 'failover routing' });
    return fix.ops;
  },
};

export const RELIABILITY_DATA_RULES: readonly Rule[] = [dbNoHa, noBackup, noDlq, deletionProtectionOff, noMultiRegionDr];
