import { isRecord, walkStrings, type IacResource, type IacReadResult } from './types.js';

const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Whether a JSON document is `terraform show -json` output (a plan or a state). */
export const isTerraformShow = (doc: unknown): boolean => isRecord(doc) && 'format_version' in doc && (isRecord(doc.planned_values) || isRecord(doc.values));

/**
 * A Terraform plan or state as `terraform show -json` prints it. Instances of one resource
 * (count / for_each) are one resource with a count; references come from the plan's configuration
 * (`expressions.*.references`), or, in a state, from ids and ARNs one resource's values repeat.
 */
export function readTerraformShow(file: string, doc: Record<string, unknown>): IacReadResult {
  const root = isRecord(doc.planned_values) ? doc.planned_values : (doc.values as Record<string, unknown>);
  const byAddress = new Map<string, IacResource>();
  const visit = (mod: unknown, depth: number) => {
    if (!isRecord(mod) || depth > 8) return;
    for (const raw of arr(mod.resources)) {
      if (!isRecord(raw) || typeof raw.address !== 'string' || typeof raw.type !== 'string') continue;
      const address = raw.address.replace(/\[[^\]]*\]$/, '');
      const existing = byAddress.get(address);
      if (existing) existing.count = (existing.count ?? 1) + 1;
      else {
        const body = isRecord(raw.values) ? raw.values : {};
        byAddress.set(address, { address: raw.mode === 'data' && !address.includes('data.') ? `data.${address}` : address, type: raw.type, name: String(raw.name ?? address), file, line: 1, body, refs: [] });
      }
    }
    for (const child of arr(mod.child_modules)) visit(child, depth + 1);
  };
  visit(root.root_module, 0);
  const resources = [...byAddress.values()];
  const known = new Set(resources.map((r) => r.address));
  const config = isRecord(doc.configuration) ? doc.configuration : undefined;
  if (config) {
    const visitConfig = (mod: unknown, prefix: string, depth: number) => {
      if (!isRecord(mod) || depth > 8) return;
      for (const raw of arr(mod.resources)) {
        if (!isRecord(raw) || typeof raw.address !== 'string') continue;
        const r = byAddress.get(prefix + raw.address);
        if (!r) continue;
        const exprs = isRecord(raw.expressions) ? raw.expressions : {};
        for (const [key, expr] of Object.entries(exprs)) {
          const refs: string[] = [];
          const collect = (v: unknown, d: number): void => {
            if (d > 20) return;
            if (Array.isArray(v)) v.forEach((x) => collect(x, d + 1));
            else if (isRecord(v)) {
              for (const [k, x] of Object.entries(v)) {
                if (k !== 'references') collect(x, d + 1);
                else for (const s of arr(x)) if (typeof s === 'string') refs.push(s);
              }
            }
          };
          collect(expr, 0);
          for (const ref of refs) {
            const target = [...known].find((a) => ref === prefix + a.slice(prefix.length) || ref.startsWith(`${a.slice(prefix.length)}.`) || ref === a.slice(prefix.length));
            if (target && target !== r.address && !r.refs.some((x) => x.target === target)) r.refs.push({ target, path: [key] });
          }
        }
      }
      for (const [name, call] of Object.entries(isRecord(mod.module_calls) ? mod.module_calls : {})) visitConfig(isRecord(call) ? call.module : undefined, `${prefix}module.${name}.`, depth + 1);
    };
    visitConfig(config.root_module, '', 0);
  } else {
    const owner = new Map<string, string>();
    for (const r of resources) for (const k of ['id', 'arn', 'self_link']) if (typeof r.body[k] === 'string' && String(r.body[k]).length > 3) owner.set(String(r.body[k]), r.address);
    for (const r of resources) {
      walkStrings(r.body, (s, path) => {
        const target = owner.get(s);
        if (target && target !== r.address && path[0] !== 'id' && path[0] !== 'arn' && !r.refs.some((x) => x.target === target)) r.refs.push({ target, path });
      });
    }
  }
  return { format: 'terraform-json', resources, unknowns: [] };
}
