import { equivalentIn, getService } from '../../catalog/index.js';
import type { Operation } from '../../model/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import { EditFailure, type EditSession } from './session.js';

const CLOUD: Partial<Record<Provider, string>> = { aws: 'AWS Cloud', azure: 'Microsoft Azure', gcp: 'Google Cloud', oci: 'Oracle Cloud (OCI)' };
const VPC: Partial<Record<Provider, string>> = { aws: 'VPC', azure: 'Virtual network', gcp: 'VPC network', oci: 'VCN' };
const DEFAULT_VPC = /^(vpc|virtual network|vnet|vpc network|vcn)$/i;
const DEFAULT_CLOUD = /^(aws cloud|aws|amazon web services|microsoft azure|azure|google cloud( platform)?|gcp|oracle cloud( \(oci\))?|oci)$/i;

/**
 * Moves the whole diagram to another provider: each service becomes its catalog equivalent
 * (labels that were the old default name take the new one), the cloud and VPC boxes are
 * renamed. Services with no equivalent stay and are listed.
 */
export function switchProvider(s: EditSession, target: Provider): void {
  const ops: Operation[] = [];
  const kept: string[] = [];
  for (const n of s.model.nodes) {
    if (!n.service) continue;
    const entry = getService(n.service);
    if (!entry || entry.provider === 'general' || entry.provider === target) continue;
    const next = equivalentIn(n.service, target);
    if (next && next.id !== n.service) ops.push({ op: 'replace_service', id: n.id, service: next.id });
    else kept.push(n.label);
  }
  for (const g of s.model.groups) {
    if (g.kind === 'cloud' && DEFAULT_CLOUD.test(g.label) && CLOUD[target]) ops.push({ op: 'rename', id: g.id, label: CLOUD[target]! });
    if (g.kind === 'vpc' && DEFAULT_VPC.test(g.label) && VPC[target]) ops.push({ op: 'rename', id: g.id, label: VPC[target]! });
  }
  if (ops.length === 0) throw new EditFailure(`this diagram already uses ${target}`);
  if (s.model.provider !== target) ops.unshift({ op: 'set_provider', provider: target });
  s.push(ops, `switch ${ops.filter((o) => o.op === 'replace_service').length} services to ${target}${kept.length > 0 ? ` (no equivalent, kept: ${kept.join(', ')})` : ''}`);
}
