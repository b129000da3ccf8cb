import type { IacResource } from './types.js';

/**
 * Registry modules drawn from their inputs, never fetched: what each one creates, as resources of
 * the provider's own types, and which of the module's outputs stand for which of them.
 */
interface ModulePart {
  /** Suffix of the part's address (`''` = the module itself). */
  part: string;
  type: string;
  /** Name shown; `{name}` is the module's `name` input (or the module's name). */
  name: string;
  /** Drawn only when this input is set (non-empty list, true, or present). */
  when?: string;
  /** Parts it sits in or refers to. */
  refs?: string[];
  /** Outputs that mean this part. */
  outputs?: string[];
}

const MODULES: ReadonlyArray<{ source: RegExp; parts: ModulePart[] }> = [
  {
    source: /^terraform-aws-modules\/vpc\/aws/,
    parts: [
      { part: '', type: 'aws_vpc', name: '{name}', outputs: ['vpc_id', 'vpc_arn', 'vpc_cidr_block', 'default_security_group_id'] },
      { part: 'public_subnets', type: 'aws_subnet', name: 'public subnets', when: 'public_subnets', refs: [''], outputs: ['public_subnets', 'public_subnet_ids', 'public_subnets_cidr_blocks'] },
      { part: 'private_subnets', type: 'aws_subnet', name: 'private subnets', when: 'private_subnets', refs: [''], outputs: ['private_subnets', 'private_subnet_ids', 'private_subnets_cidr_blocks'] },
      { part: 'database_subnets', type: 'aws_subnet', name: 'database subnets', when: 'database_subnets', refs: [''], outputs: ['database_subnets', 'database_subnet_group', 'database_subnet_group_name'] },
      { part: 'igw', type: 'aws_internet_gateway', name: '{name}', when: 'public_subnets', refs: [''], outputs: ['igw_id'] },
      { part: 'nat', type: 'aws_nat_gateway', name: '{name}', when: 'enable_nat_gateway', refs: ['public_subnets'], outputs: ['natgw_ids', 'nat_public_ips'] },
    ],
  },
  {
    source: /^terraform-aws-modules\/eks\/aws/,
    parts: [{ part: '', type: 'aws_eks_cluster', name: '{cluster_name}', outputs: [] }],
  },
  {
    source: /^terraform-aws-modules\/rds\/aws/,
    parts: [{ part: '', type: 'aws_db_instance', name: '{identifier}', outputs: [] }],
  },
  {
    source: /^terraform-aws-modules\/alb\/aws/,
    parts: [{ part: '', type: 'aws_lb', name: '{name}', outputs: [] }],
  },
  {
    source: /^terraform-aws-modules\/security-group\/aws/,
    parts: [{ part: '', type: 'aws_security_group', name: '{name}', outputs: [] }],
  },
  {
    source: /^terraform-google-modules\/network\/google/,
    parts: [{ part: '', type: 'google_compute_network', name: '{network_name}', outputs: [] }],
  },
  {
    source: /^Azure\/vnet\/azurerm/i,
    parts: [{ part: '', type: 'azurerm_virtual_network', name: '{vnet_name}', outputs: [] }],
  },
];

const isSet = (v: unknown) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && v !== false && v !== '');

/** The resources a registry module block stands for, or null when the module is not known. */
export function expandModule(address: string, name: string, body: Record<string, unknown>, base: Omit<IacResource, 'address' | 'type' | 'name' | 'body' | 'refs'>): { resources: IacResource[]; outputs: Map<string, string> } | null {
  const source = typeof body.source === 'string' ? body.source : '';
  const spec = MODULES.find((m) => m.source.test(source));
  if (!spec) return null;
  const at = (part: string) => (part ? `${address}.${part}` : address);
  const parts = spec.parts.filter((p) => !p.when || isSet(body[p.when]));
  const present = new Set(parts.map((p) => p.part));
  const outputs = new Map<string, string>();
  const resources = parts.map((p): IacResource => {
    for (const o of p.outputs ?? []) outputs.set(o, at(p.part));
    const label = p.name.replace(/\{(\w+)\}/g, (_, key: string) => (typeof body[key] === 'string' && !String(body[key]).includes('${') ? String(body[key]) : name));
    const count = p.when === p.part && Array.isArray(body[p.part]) ? (body[p.part] as unknown[]).length : undefined;
    return { ...base, address: at(p.part), type: p.type, name: label, body: p.part ? {} : body, refs: (p.refs ?? []).filter((r) => present.has(r)).map((r) => ({ target: at(r), path: ['module'] })), count };
  });
  return { resources, outputs };
}
