import { AWS_RULES } from './rules-aws.js';
import { AZURE_RULES, GCP_RULES, K8S_RULES, SKIPPED_PREFIXES } from './rules-azure-gcp.js';
import { INBOUND_KEYS, type TypeRule } from './rules.js';
import type { IacRef, IacResource } from './types.js';

const TABLE: Readonly<Record<string, TypeRule>> = { ...AWS_RULES, ...AZURE_RULES, ...GCP_RULES, ...K8S_RULES };

/** The rule for a resource type (variants applied); unknown types are drawn as generic components. */
export function ruleOf(r: IacResource): TypeRule & { known: boolean } {
  const rule = TABLE[r.type];
  if (rule) {
    const variant = rule.variants?.find((v) => (v.value instanceof RegExp ? typeof r.body[v.key] === 'string' && v.value.test(r.body[v.key] as string) : r.body[v.key] === v.value || String(r.body[v.key]) === String(v.value)));
    return { role: 'node', ...rule, ...(variant ? { service: variant.service ?? rule.service, label: variant.label } : {}), known: true };
  }
  if (r.address.startsWith('data.') || SKIPPED_PREFIXES.some((p) => r.type.startsWith(p))) return { role: 'skip', known: true };
  return { role: 'node', known: false };
}

const IGNORED_PATHS = new Set(['depends_on', 'DependsOn', 'tags', 'Tags', 'lifecycle']);

/**
 * Resolves what each resource stands for once folds, connectors and security groups are taken
 * into account: `endpoints(address)` are the drawn components an address means.
 */
export class Resolver {
  readonly byAddress = new Map<string, IacResource>();
  private readonly rules = new Map<string, TypeRule & { known: boolean }>();
  private readonly memo = new Map<string, string[]>();
  /** References of each drawn resource, including those of what was folded into it. */
  readonly refsOf = new Map<string, IacRef[]>();
  /** Who references each address (directly). */
  private readonly referrers = new Map<string, IacResource[]>();

  constructor(readonly resources: readonly IacResource[]) {
    for (const r of resources) {
      this.byAddress.set(r.address, r);
      this.rules.set(r.address, ruleOf(r));
    }
    for (const r of resources) this.refsOf.set(r.address, r.refs.filter((x) => !IGNORED_PATHS.has(x.path[0] ?? '') && this.byAddress.has(x.target)));
    for (const r of resources) {
      for (const target of new Set(r.refs.map((x) => x.target))) {
        if (target !== r.address) this.referrers.set(target, [...(this.referrers.get(target) ?? []), r]);
      }
    }
    // References of folded resources belong to what they fold into.
    for (const r of resources) {
      if (this.rule(r.address).role !== 'fold') continue;
      for (const dest of this.foldDest(r.address, 0)) this.refsOf.get(dest)?.push(...this.refsOf.get(r.address)!);
    }
  }

  rule(address: string): TypeRule & { known: boolean } {
    return this.rules.get(address) ?? { role: 'skip', known: false };
  }

  /** Drawn resources (node or group) a folded resource merges into. */
  private foldDest(address: string, depth: number): string[] {
    if (depth > 6) return [];
    const rule = this.rule(address);
    if (rule.role !== 'fold') return rule.role === 'node' || rule.role === 'group' ? [address] : [];
    if (rule.into === 'reference') {
      for (const ref of this.byAddress.get(address)!.refs) {
        const d = this.foldDest(ref.target, depth + 1);
        if (d.length > 0) return d;
      }
      return [];
    }
    for (const x of this.referrers.get(address) ?? []) {
      const d = this.foldDest(x.address, depth + 1);
      if (d.length > 0) return d.slice(0, 1);
    }
    return [];
  }

  /** The drawn components (nodes) an address stands for. */
  endpoints(address: string, depth = 0): string[] {
    const cached = this.memo.get(address);
    if (cached) return cached;
    if (depth > 6) return [];
    const rule = this.rule(address);
    let out: string[] = [];
    if (rule.role === 'node') out = [address];
    else if (rule.role === 'fold') out = this.foldDest(address, 0).filter((a) => this.rule(a).role === 'node');
    else if (rule.role === 'connector') {
      const r = this.byAddress.get(address)!;
      out = r.refs.filter((x) => rule.from?.includes(x.path[0] ?? '')).flatMap((x) => this.endpoints(x.target, depth + 1));
    } else if (rule.role === 'members') {
      out = (this.referrers.get(address) ?? [])
        .filter((x) => this.rule(x.address).role !== 'members' && this.rule(x.address).role !== 'connector')
        .flatMap((x) => this.endpoints(x.address, depth + 1));
    }
    out = [...new Set(out)];
    this.memo.set(address, out);
    return out;
  }

  /** Whether traffic on a reference flows from the referenced resource to the referrer. */
  inbound(ref: IacRef): boolean {
    return ref.path.some((k) => INBOUND_KEYS.has(k)) || this.rule(ref.target).inbound === true;
  }
}
