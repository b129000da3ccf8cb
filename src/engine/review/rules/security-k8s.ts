import type { CellId } from '../../model/index.js';
import type { ReviewContext } from '../context.js';
import { FixBuilder } from '../fix-builder.js';
import { sharedServicesParent } from '../placement.js';
import { flag, states } from '../text.js';
import type { Finding, Rule } from '../types.js';
import { nameList } from './common.js';

/** Security: Kubernetes clusters. */

const K8S_PROVIDERS = ['aws', 'azure', 'gcp', 'kubernetes'] as const;

/** Clusters: cluster nodes (EKS, AKS, GKE icons) and cluster boxes. */
export function clusters(ctx: ReviewContext): CellId[] {
  return [
    ...ctx.groupsOf('cluster').map((g) => g.id),
    ...ctx.nodesOf(new Set(['k8s_cluster'])).filter((n) => n.service !== 'kubernetes.api_server').map((n) => n.id),
  ];
}

const KUBECTL = /kubectl|6443|api server|control plane/;

function publicControlPlane(ctx: ReviewContext, id: CellId): string | undefined {
  const explicit = flag(ctx.props(id)['public']);
  if (explicit === false) return undefined;
  if (explicit === true) return 'its API endpoint is public';
  if (/public (api|endpoint|control plane)/.test(ctx.text(id))) return 'its API endpoint is public';
  const admin = (ctx.exposure.frontline.get(id) ?? []).filter((e) => KUBECTL.test(ctx.label(e.id).toLowerCase()));
  if (admin.length > 0) return `${nameList(ctx, admin.map((e) => e.source))} reach its API server from the internet`;
  return undefined;
}

const k8sPublicControlPlane: Rule = {
  id: 'k8s_public_control_plane',
  title: 'Public Kubernetes API endpoint',
  pillar: 'security',
  severity: 'medium',
  providers: K8S_PROVIDERS,
  recommendation: 'Make the cluster API endpoint private (or restrict it to authorised networks) and reach it through a bastion or VPN.',
  anchors: ['checkov:CKV_AWS_39', 'checkov:CKV_AZURE_6', 'checkov:CKV_GCP_25', 'psrule:Azure.AKS.AuthorizedIPs'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const id of clusters(ctx)) {
      const why = publicControlPlane(ctx, id);
      if (why) findings.push({ cells: [id], message: `${ctx.display(id)} can be administered from the internet: ${why}.` });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    fix.setProp(f.cells[0]!, 'public', false);
    return fix.ops;
  },
};

const WORKLOAD_KINDS = new Set(['k8s_workload', 'pod', 'k8s_service', 'microservice'] as const);
const POLICY = /network ?polic|istio|linkerd|service mesh|\bmtls\b|cilium|calico/;

function workloads(ctx: ReviewContext): CellId[] {
  const inCluster = (id: CellId): boolean => ctx.provider === 'kubernetes' || ctx.clusterOf(id) !== undefined || ctx.nearest(id, 'namespace') !== undefined;
  return ctx.nodesOf(WORKLOAD_KINDS).map((n) => n.id).filter(inCluster);
}

function hasNetworkPolicy(ctx: ReviewContext): boolean {
  return ctx.nodes.some((n) => n.service === 'kubernetes.networkpolicy' || ctx.kind(n.id) === 'service_mesh' || POLICY.test(ctx.text(n.id))) ||
    clusters(ctx).some((c) => states(ctx.props(c), 'network_policy', ctx.text(c), POLICY));
}

const k8sNoNetworkPolicy: Rule = {
  id: 'k8s_no_network_policy',
  title: 'No network policies between workloads',
  pillar: 'security',
  severity: 'low',
  providers: K8S_PROVIDERS,
  recommendation: 'Add NetworkPolicies (default deny per namespace, allow only the calls the diagram shows) or a service mesh with mTLS.',
  anchors: ['checkov:CKV_K8S_NetworkPolicy', 'psrule:Azure.AKS.NetworkPolicy', 'nsa-cisa:kubernetes-hardening'],
  check(ctx) {
    if (hasNetworkPolicy(ctx)) return [];
    const ws = workloads(ctx);
    const set = new Set(ws);
    const talking = ctx.edges.filter((e) => set.has(e.source) && set.has(e.target));
    const namespaces = ctx.groupsOf('namespace').length;
    if (ws.length < 2 || (talking.length === 0 && namespaces < 2)) return [];
    const anchor = clusters(ctx)[0];
    const cells = anchor ? [anchor, ...ws] : ws;
    return [{ cells, key: 'diagram', message: `Workloads ${nameList(ctx, ws)} can reach each other freely: no network policy restricts traffic inside the cluster.` }];
  },
  fix(ctx) {
    const fix = new FixBuilder(ctx, this.id);
    const anchor = ctx.groupsOf('cluster')[0]?.id ?? ctx.nearest(workloads(ctx)[0]!, 'namespace')?.id ?? ctx.parent(workloads(ctx)[0]!);
    fix.addNode({ service: 'kubernetes.networkpolicy', label: 'NetworkPolicy (default deny)', parent: anchor });
    return fix.ops;
  },
};

function isKeyStore(ctx: ReviewContext, id: CellId): boolean {
  return ctx.kind(id) === 'kms' || ctx.serviceId(id) === 'azure.key_vault';
}

function holdsSecrets(ctx: ReviewContext, cluster: CellId): boolean {
  const isSecret = (id: CellId): boolean => ctx.kind(id) === 'secrets';
  if (ctx.neighbours(cluster).some(isSecret)) return true;
  if (ctx.group(cluster)) return ctx.nodesInside(cluster).some((n) => isSecret(n.id));
  return ctx.nodes.some((n) => n.service === 'kubernetes.secret');
}

function secretsEncrypted(ctx: ReviewContext, cluster: CellId): boolean {
  return states(ctx.props(cluster), 'encrypted_at_rest', ctx.text(cluster), /envelope|\bkms\b|secrets encryption/) ||
    ctx.neighbours(cluster).some((n) => isKeyStore(ctx, n));
}

const k8sSecretsNotEncrypted: Rule = {
  id: 'k8s_secrets_not_encrypted',
  title: 'Kubernetes secrets without envelope encryption',
  pillar: 'security',
  severity: 'low',
  providers: K8S_PROVIDERS,
  recommendation: 'Encrypt Kubernetes secrets with a KMS key (envelope encryption: KMS, Key Vault KMS plugin, Cloud KMS).',
  anchors: ['checkov:CKV_AWS_58', 'checkov:CKV_AZURE_227', 'checkov:CKV_GCP_71'],
  check(ctx) {
    return clusters(ctx)
      .filter((c) => holdsSecrets(ctx, c) && !secretsEncrypted(ctx, c))
      .map((c) => ({ cells: [c], message: `${ctx.display(c)} stores application secrets without envelope encryption.` }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const cluster = f.cells[0]!;
    fix.setProp(cluster, 'encrypted_at_rest', true);
    if (ctx.provider !== 'kubernetes' && fix.hasService('kms')) {
      const existing = ctx.nodes.find((n) => isKeyStore(ctx, n.id));
      const key = existing?.id ?? fix.addService('kms', { parent: sharedServicesParent(ctx) });
      fix.connect(key, cluster, { label: 'envelope encryption' });
    }
    return fix.ops;
  },
};

export const SECURITY_K8S_RULES: readonly Rule[] = [k8sPublicControlPlane, k8sNoNetworkPolicy, k8sSecretsNotEncrypted];
