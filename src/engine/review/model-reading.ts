import { getService, type ServiceKind } from '../catalog/index.js';
import type { ArchitectureModel, GroupKind } from '../model/index.js';
import type { Provider } from '../../shared/contract/values.js';

/** Small readings of a model the review context is built from: group names, plain-shape kinds, the effective provider. */
const CLOUDS: readonly Provider[] = ['aws', 'azure', 'gcp', 'kubernetes', 'oci'];

/** A short label of a person or the internet on a plain shape ("Visitor", "Clients"). */
const CLIENT_LABEL = /^(the )?(end[- ]?)?(users?|visitors?|customers?|clients?( applications?)?|browsers?|internet|public|web clients?|mobile( app| users| clients)?|consumers?)$/;

export const GROUP_NAMES: Record<GroupKind, string> = {
  cloud: 'Cloud', account: 'Account', region: 'Region', vpc: 'VPC', az: 'Availability zone', subnet: 'Subnet',
  security_group: 'Security group', resource_group: 'Resource group', cluster: 'Cluster', namespace: 'Namespace',
  overlay: 'Group', onprem: 'On-premises', generic: 'Group',
};

export function inferPlainKind(label: string): ServiceKind | undefined {
  const text = label.toLowerCase();
  if (text.length === 0 || text.length > 40 || !CLIENT_LABEL.test(text)) return undefined;
  return text.includes('internet') ? 'internet' : 'users';
}

/**
 * A `general` diagram drawn with one cloud's icons is reviewed as that cloud (an imported Azure
 * diagram without Skyplan attributes), so fixes add that cloud's services.
 */
export function effectiveProvider(model: ArchitectureModel): Provider {
  if (model.provider !== 'general') return model.provider;
  const counts = new Map<Provider, number>();
  for (const n of model.nodes) {
    const p = n.service ? getService(n.service)?.provider : undefined;
    if (p && CLOUDS.includes(p)) counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || CLOUDS.indexOf(a[0]) - CLOUDS.indexOf(b[0]));
  const [best, second] = ranked;
  if (best && best[1] >= 2 && (!second || best[1] > second[1])) return best[0];
  return 'general';
}
