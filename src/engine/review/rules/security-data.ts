import type { CellId } from '../../model/index.js';
import type { ReviewContext } from '../context.js';
import { FixBuilder } from '../fix-builder.js';
import { COMPUTE_KINDS, DATASTORE_KINDS, MESSAGING_KINDS, PAAS_DATA_KINDS, STORAGE_KINDS } from '../kinds.js';
import { sharedServicesParent } from '../placement.js';
import { flag, HINTS, states } from '../text.js';
import type { Finding, Rule } from '../types.js';
import { isPlaintext, isSecondary, nameList, privateAccessFor, secureEdge } from './common.js';

/** Security: data in transit and at rest, credentials, private access to managed services. */

const noEncryptionTransit: Rule = {
  id: 'no_encryption_transit',
  title: 'Encryption in transit',
  pillar: 'security',
  severity: 'high',
  providers: ['aws', 'azure', 'gcp', 'kubernetes', 'general'],
  recommendation: 'Encrypt the connection with TLS (HTTPS instead of HTTP).',
  anchors: ['checkov:CKV_AWS_2', 'checkov:CKV_AWS_103', 'checkov:CKV_AZURE_14', 'psrule:Azure.AppGw.UseHTTPS', 'waf:security'],
  check(ctx) {
    const byTarget = new Map<CellId, CellId[]>();
    for (const e of ctx.edges) {
      if (!isPlaintext(ctx, e)) continue;
      byTarget.set(e.target, [...(byTarget.get(e.target) ?? []), e.id]);
    }
    return [...byTarget]
      .sort((a, b) => ctx.order(a[0]) - ctx.order(b[0]))
      .map(([target, edges]) => ({
        cells: [target, ...edges],
        message: `Traffic to ${ctx.display(target)} is not encrypted in transit (${nameList(ctx, edges.map((id) => ctx.edge(id)!.source))} over plain ${protocolOf(ctx, edges[0]!)}).`,
      }));
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    for (const e of ctx.in(f.cells[0]!)) if (isPlaintext(ctx, e)) secureEdge(fix, e.id, e.label, e.props);
    return fix.ops;
  },
};

function protocolOf(ctx: ReviewContext, edgeId: CellId): string {
  const p = ctx.props(edgeId)['protocol'];
  return typeof p === 'string' && p !== '' ? p.toUpperCase() : 'HTTP';
}

/** KMS keys, and Azure Key Vault which holds Azure's keys. */
function isKeyStore(ctx: ReviewContext, id: CellId): boolean {
  return ctx.kind(id) === 'kms' || ctx.serviceId(id) === 'azure.key_vault';
}

const AT_REST_KINDS = new Set([...DATASTORE_KINDS, ...STORAGE_KINDS, ...MESSAGING_KINDS]);

function sensitiveDiagram(ctx: ReviewContext): boolean {
  return HINTS.sensitive.test(ctx.model.title.toLowerCase());
}

const noEncryptionAtRest: Rule = {
  id: 'no_encryption_at_rest',
  title: 'Encryption at rest',
  pillar: 'security',
  severity: 'medium',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Encrypt the store at rest with a customer-managed key (KMS / Key Vault / Cloud KMS).',
  anchors: ['checkov:CKV_AWS_16', 'checkov:CKV_AWS_19', 'checkov:CKV_AZURE_2', 'checkov:CKV_GCP_6'],
  check(ctx) {
    const titleSensitive = sensitiveDiagram(ctx);
    const findings: Finding[] = [];
    for (const n of ctx.nodesOf(AT_REST_KINDS)) {
      const explicit = flag(n.props['encrypted_at_rest']);
      if (explicit === true) continue;
      const text = ctx.text(n.id);
      const keyed = HINTS.encryptedAtRest.test(text) || ctx.neighbours(n.id).some((m) => isKeyStore(ctx, m));
      const sensitive = titleSensitive || HINTS.sensitive.test(text);
      if (explicit !== false && (keyed || !sensitive)) continue;
      const why = explicit === false ? 'has encryption at rest turned off' : 'holds sensitive data with no encryption key shown';
      findings.push({ cells: [n.id], message: `${ctx.display(n.id)} ${why}.` });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const id = f.cells[0]!;
    fix.setProp(id, 'encrypted_at_rest', true);
    if (!ctx.neighbours(id).some((m) => isKeyStore(ctx, m))) {
      const existing = ctx.nodes.find((n) => isKeyStore(ctx, n.id));
      const key = existing?.id ?? fix.addService('kms', { parent: sharedServicesParent(ctx) });
      fix.connect(key, id, { label: 'encrypts' });
    }
    return fix.ops;
  },
};

/** Compute that talks to a relational database (either arrow direction). */
function dbClients(ctx: ReviewContext, db: CellId): CellId[] {
  const clients = new Set<CellId>();
  for (const e of ctx.in(db)) if (ctx.isKind(e.source, COMPUTE_KINDS)) clients.add(e.source);
  for (const e of ctx.out(db)) if (ctx.isKind(e.target, COMPUTE_KINDS)) clients.add(e.target);
  return [...clients].sort((a, b) => ctx.order(a) - ctx.order(b));
}

function usesSecretsStore(ctx: ReviewContext, id: CellId): boolean {
  return ctx.neighbours(id).some((n) => ctx.kind(n) === 'secrets' || ctx.serviceId(n) === 'azure.managed_identity');
}

const noSecretsStore: Rule = {
  id: 'no_secrets_store',
  title: 'Database credentials without a secrets store',
  pillar: 'security',
  severity: 'medium',
  providers: ['aws', 'azure', 'gcp', 'kubernetes'],
  recommendation: 'Keep the database credentials in a secrets store (Secrets Manager / Key Vault / Secret Manager) that the application reads them from.',
  anchors: ['checkov:CKV_AWS_149', 'psrule:Azure.KeyVault.Secrets', 'waf:security'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const db of ctx.nodesOf(new Set(['relational_db']))) {
      if (states(db.props, 'iam_auth', ctx.text(db.id), /\biam auth|managed identity|passwordless/)) continue;
      const missing = dbClients(ctx, db.id).filter((c) => !usesSecretsStore(ctx, c));
      if (missing.length === 0) continue;
      findings.push({
        cells: [db.id, ...missing],
        message: `${nameList(ctx, missing)} connect${missing.length === 1 ? 's' : ''} to ${ctx.display(db.id)} with no secrets store for its credentials.`,
      });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const missing = dbClients(ctx, f.cells[0]!).filter((c) => !usesSecretsStore(ctx, c));
    const existing = ctx.nodes.find((n) => ctx.kind(n.id) === 'secrets');
    const parent = sharedServicesParent(ctx);
    const store = existing?.id ?? fix.addService('secrets', { parent, props: privateAccessFor(ctx, parent, missing) });
    // An existing store outside the network that clients inside it will now call: reach it privately too.
    if (existing && privateAccessFor(ctx, ctx.parent(existing.id), missing)['private_endpoint'] === true) fix.setProp(existing.id, 'private_endpoint', true);
    for (const c of missing) fix.connect(c, store, { label: 'get credentials', props: { tls: true } });
    return fix.ops;
  },
};

const cacheNoAuthTls: Rule = {
  id: 'cache_no_auth_tls',
  title: 'Cache without TLS and AUTH',
  pillar: 'security',
  severity: 'medium',
  providers: ['aws', 'azure', 'gcp', 'kubernetes', 'general'],
  recommendation: 'Turn on in-transit encryption (TLS) and authentication (AUTH token / access keys) on the cache.',
  anchors: ['checkov:CKV_AWS_30', 'checkov:CKV_AWS_31', 'checkov:CKV_AZURE_91', 'checkov:CKV_GCP_97'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const n of ctx.nodesOf(new Set(['cache']))) {
      if (ctx.appDegree(n.id) === 0) continue;
      const text = ctx.text(n.id);
      const inbound = ctx.in(n.id);
      const tls = states(n.props, 'encrypted_in_transit', text, /\btls\b|\bssl\b|in[- ]transit/) ||
        (inbound.length > 0 && inbound.every((e) => flag(e.props['tls']) === true));
      const auth = states(n.props, 'auth', text, /\bauth\b|token|password|\bacl\b|\biam\b/);
      if (tls && auth) continue;
      const missing = [tls ? '' : 'TLS', auth ? '' : 'authentication'].filter(Boolean).join(' or ');
      findings.push({ cells: [n.id], message: `${ctx.display(n.id)} accepts connections without ${missing}.` });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    fix.setProp(f.cells[0]!, 'encrypted_in_transit', true);
    fix.setProp(f.cells[0]!, 'auth', true);
    return fix.ops;
  },
};

const queueUnencryptedOrPublic: Rule = {
  id: 'queue_unencrypted_or_public',
  title: 'Messaging resource public or unencrypted',
  pillar: 'security',
  severity: 'low',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Encrypt the queue/topic with a KMS key and restrict its access policy to known principals.',
  anchors: ['checkov:CKV_AWS_27', 'checkov:CKV_AWS_26', 'checkov:CKV_AZURE_201', 'checkov:CKV_GCP_83'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const n of ctx.nodesOf(MESSAGING_KINDS)) {
      const open = states(n.props, 'public', ctx.text(n.id), HINTS.public);
      const plain = flag(n.props['encrypted_at_rest']) === false;
      if (!open && !plain) continue;
      const why = [open ? 'is publicly accessible' : '', plain ? 'is not encrypted at rest' : ''].filter(Boolean).join(' and ');
      findings.push({ cells: [n.id], message: `${ctx.display(n.id)} ${why}.` });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const id = f.cells[0]!;
    if (states(ctx.props(id), 'public', ctx.text(id), HINTS.public)) fix.setProp(id, 'public', false);
    if (flag(ctx.props(id)['encrypted_at_rest']) === false) fix.setProp(id, 'encrypted_at_rest', true);
    return fix.ops;
  },
};

const PRIVATE_ACCESS = /private (endpoint|link)|privatelink|vpc endpoint|gateway endpoint|\bpsc\b|private service connect/;

function privatelyReached(ctx: ReviewContext, id: CellId): boolean {
  return states(ctx.props(id), 'private_endpoint', ctx.text(id), PRIVATE_ACCESS) ||
    ctx.neighbours(id).some((n) => ctx.kind(n) === 'private_endpoint');
}

/** Compute inside a VPC calling a managed service outside any VPC. */
function vpcClients(ctx: ReviewContext, target: CellId): CellId[] {
  return ctx.in(target)
    .filter((e) => ctx.isKind(e.source, COMPUTE_KINDS) && ctx.vpcOf(e.source) !== undefined)
    .map((e) => e.source);
}

const paasWithoutPrivateEndpoint: Rule = {
  id: 'paas_without_private_endpoint',
  title: 'Managed service reached over its public endpoint',
  pillar: 'security',
  severity: 'medium',
  providers: ['aws', 'azure', 'gcp'],
  recommendation: 'Reach the managed service through a private endpoint in the VPC/VNet (VPC endpoint, Private Endpoint, Private Service Connect).',
  anchors: ['psrule:Azure.Storage.Firewall', 'checkov:CKV_AZURE_59', 'checkov:CKV2_AWS_5', 'waf:security'],
  check(ctx) {
    const findings: Finding[] = [];
    for (const n of ctx.nodesOf(PAAS_DATA_KINDS)) {
      if (ctx.vpcOf(n.id) || isSecondary(ctx, n.id) || privatelyReached(ctx, n.id)) continue;
      const clients = vpcClients(ctx, n.id);
      if (clients.length === 0) continue;
      findings.push({
        cells: [n.id, ...clients],
        message: `${nameList(ctx, clients)} inside the network reach${clients.length === 1 ? 'es' : ''} ${ctx.display(n.id)} over its public endpoint.`,
      });
    }
    return findings;
  },
  fix(ctx, f) {
    const fix = new FixBuilder(ctx, this.id);
    const id = f.cells[0]!;
    const client = vpcClients(ctx, id)[0]!;
    fix.setProp(id, 'private_endpoint', true);
    const endpoint = fix.addService('private_endpoint', { parent: ctx.parent(client) });
    fix.connect(endpoint, id, { label: 'private link', props: { tls: true } });
    return fix.ops;
  },
};

export const SECURITY_DATA_RULES: readonly Rule[] = [
  noEncryptionTransit, noEncryptionAtRest, noSecretsStore, cacheNoAuthTls, queueUnencryptedOrPublic, paasWithoutPrivateEndpoint,
];
