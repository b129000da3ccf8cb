import type { GroupKind } from '../model/schema.js';
import { parseStyle } from './style-parse.js';

/** AWS group icons → the container kind they draw. */
const AWS_GROUP_ICONS: Readonly<Record<string, GroupKind>> = {
  group_aws_cloud: 'cloud',
  group_aws_cloud_alt: 'cloud',
  group_account: 'account',
  group_region: 'region',
  group_vpc: 'vpc',
  group_vpc2: 'vpc',
  group_availability_zone: 'az',
  group_subnet: 'subnet',
  group_security_group: 'subnet',
  group_corporate_data_center: 'onprem',
  group_on_premise: 'onprem',
  group_auto_scaling_group: 'overlay',
  group_elastic_load_balancing: 'overlay',
  group_spot_fleet: 'overlay',
};

/** Label words → container kind, most specific first (a "public subnet" is a subnet, not "public"). */
const LABEL_RULES: readonly (readonly [RegExp, GroupKind])[] = [
  [/\bsecurity\s*group\b|\bnsg\b|\bfirewall\s*rules?\b/i, 'security_group'],
  [/\bsubnet\b/i, 'subnet'],
  [/\bavailability\s*zone\b|\baz\s*-?\s*[0-9a-f]?\b|\bzone\s*[0-9a-f]\b|-[0-9][a-f]\b/i, 'az'],
  [/\bv(pc|net|cn)\b|\bvirtual\s*(private\s*cloud|network)\b/i, 'vpc'],
  [/\bresource\s*group\b|\brg-/i, 'resource_group'],
  [/\bnamespace\b|\bns:/i, 'namespace'],
  [/\b(eks|aks|gke|oke|k8s|k3s|kubernetes|openshift)\b|^cluster\b/i, 'cluster'],
  [/\bregion\b|\b(us|eu|ap|sa|ca|me|af)-(east|west|north|south|central|northeast|southeast)-?\d\b|\b(east|west|north|south|central)\s*(us|europe|asia)\b/i, 'region'],
  [/\baccount\b|\bsubscription\b|\bproject\b|\btenant\b/i, 'account'],
  [/\bon-?\s*prem(ise|ises)?\b|\bdata\s*cent(er|re)\b|\bcorporate\b/i, 'onprem'],
  [/\bauto\s*scaling\b|\bscale\s*set\b|\binstance\s*group\b/i, 'overlay'],
  [/^(aws|amazon web services|azure|microsoft azure|google cloud( platform)?|gcp|oci|oracle cloud)( cloud)?$/i, 'cloud'],
];

/**
 * The container kind of a group cell in a foreign draw.io file, from its AWS group icon or its
 * label; 'generic' for a container style whose label says nothing, undefined when the cell does
 * not look like a container at all (the caller decides from geometry whether it holds children).
 */
export function inferGroupKind(style: string, label: string): GroupKind | undefined {
  const s = parseStyle(style);
  const shape = s.get('shape') ?? '';
  const text = label.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  if (shape === 'mxgraph.aws4.group' || shape === 'mxgraph.aws4.groupCenter') {
    const icon = (s.get('grIcon') ?? '').replace(/^mxgraph\.aws4\./, '');
    const kind = AWS_GROUP_ICONS[icon];
    if (kind === 'subnet' && /security\s*group/i.test(text)) return 'security_group';
    if (kind) return kind;
  }
  for (const [pattern, kind] of LABEL_RULES) if (pattern.test(text)) return kind;
  const looksLikeContainer =
    shape.startsWith('mxgraph.aws4.group') || s.has('swimlane') || s.get('container') === '1' || s.has('group');
  return looksLikeContainer ? 'generic' : undefined;
}
