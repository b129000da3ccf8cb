import { IacInputError, isRecord, type IacRef, type IacResource, type IacReadResult } from './types.js';

/** Parameter types that stand for an existing network the template is deployed into. */
const PARAMETER_RESOURCES: Readonly<Record<string, string>> = {
  'AWS::EC2::VPC::Id': 'AWS::EC2::VPC',
  'AWS::EC2::Subnet::Id': 'AWS::EC2::Subnet',
  'List<AWS::EC2::Subnet::Id>': 'AWS::EC2::Subnet',
};

/** References to another stack's export: resolved across the templates of one request. */
export const IMPORT_PREFIX = 'import:';

/**
 * The stack-independent part of an export name: `!Join [':', [!Ref StackName, PublicListener]]` and
 * `!Sub '${AWS::StackName}-PublicListener'` both give `PublicListener`.
 */
export function exportKey(v: unknown): string | undefined {
  if (typeof v === 'string') return v.split(/[:]/).pop() || undefined;
  if (!isRecord(v)) return undefined;
  const join = v['Fn::Join'];
  if (Array.isArray(join) && Array.isArray(join[1])) {
    const last = join[1][join[1].length - 1];
    return typeof last === 'string' ? exportKey(last) : undefined;
  }
  const sub = v['Fn::Sub'];
  const text = Array.isArray(sub) ? sub[0] : sub;
  if (typeof text === 'string') return text.replace(/\$\{[^}]*\}/g, '').replace(/^[^A-Za-z0-9]+/, '') || undefined;
  return undefined;
}

/** Logical ids a value names through Ref, Fn::GetAtt and Fn::Sub, with the key path of each. */
export function cfnRefs(value: unknown, path: string[] = [], out: IacRef[] = [], depth = 0): IacRef[] {
  if (depth > 40) return out;
  if (Array.isArray(value)) {
    for (const v of value) cfnRefs(v, path, out, depth + 1);
    return out;
  }
  if (!isRecord(value)) return out;
  for (const [key, v] of Object.entries(value)) {
    if (key === 'Ref' && typeof v === 'string') out.push({ target: v, path });
    else if (key === 'Fn::GetAtt') {
      const id = Array.isArray(v) ? v[0] : typeof v === 'string' ? v.split('.')[0] : undefined;
      if (typeof id === 'string') out.push({ target: id, path });
    } else if (key === 'Fn::ImportValue') {
      const name = exportKey(v);
      if (name) out.push({ target: `${IMPORT_PREFIX}${name}`, path });
    } else if (key === 'Fn::Sub') {
      const [text, vars] = Array.isArray(v) ? [v[0], v[1]] : [v, undefined];
      if (typeof text === 'string') for (const m of text.matchAll(/\$\{([A-Za-z0-9]+)(?:\.[^}]*)?\}/g)) out.push({ target: m[1]!, path });
      cfnRefs(vars, path, out, depth + 1);
    } else cfnRefs(v, [...path, key], out, depth + 1);
  }
  return out;
}

/** A copy of a value with `Ref`s to plain parameters (String, Number) replaced by their defaults, for labels. */
function withDefaults(value: unknown, params: Record<string, unknown>, depth: number): unknown {
  if (depth > 30) return value;
  if (Array.isArray(value)) return value.map((v) => withDefaults(v, params, depth + 1));
  if (!isRecord(value)) return value;
  if (typeof value.Ref === 'string' && Object.keys(value).length === 1) {
    const p = params[value.Ref];
    if (isRecord(p) && (p.Type === 'String' || p.Type === 'Number') && (typeof p.Default === 'string' || typeof p.Default === 'number')) return p.Default;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withDefaults(v, params, depth + 1)]));
}

/** "Availability Zone N" for `!Select [N-1, !GetAZs …]`, the literal zone otherwise. */
function zoneOf(props: Record<string, unknown>): string | undefined {
  const az = props.AvailabilityZone;
  if (typeof az === 'string') return az;
  if (isRecord(az) && Array.isArray(az['Fn::Select'])) {
    const index = Number(az['Fn::Select'][0]);
    if (Number.isInteger(index)) return `Availability Zone ${index + 1}`;
  }
  return undefined;
}

/** A CloudFormation / SAM template (already parsed from YAML or JSON) as resources. */
export function readCloudFormation(file: string, template: unknown, lineOf: (id: string) => number): IacReadResult {
  if (!isRecord(template) || !isRecord(template.Resources)) throw new IacInputError(file, 1, 'A CloudFormation template needs a Resources mapping.');
  const resources: IacResource[] = [];
  const unknowns: string[] = [];
  const params = isRecord(template.Parameters) ? template.Parameters : {};

  for (const [id, raw] of Object.entries(template.Resources)) {
    if (!isRecord(raw) || typeof raw.Type !== 'string') throw new IacInputError(file, lineOf(id), `Resource ${id} has no Type.`);
    const props = isRecord(raw.Properties) ? raw.Properties : {};
    resources.push({ address: id, type: raw.Type, name: id, file, line: lineOf(id), body: withDefaults(props, params, 0) as Record<string, unknown>, refs: cfnRefs(props), zone: zoneOf(props) });
  }
  const ids = new Set(resources.map((r) => r.address));
  const used = new Set<string>();
  for (const r of resources) {
    r.refs = r.refs.filter((ref) => {
      if (ids.has(ref.target) || ref.target.startsWith(IMPORT_PREFIX)) return true;
      const p = params[ref.target];
      if (isRecord(p) && typeof p.Type === 'string' && PARAMETER_RESOURCES[p.Type]) {
        used.add(ref.target);
        return true;
      }
      if (!ref.target.startsWith('AWS::')) unknowns.push(`${r.address} → ${ref.target}`);
      return false;
    });
  }
  for (const name of used) {
    const p = params[name] as Record<string, unknown>;
    resources.push({ address: name, type: PARAMETER_RESOURCES[p.Type as string]!, name, file, line: lineOf(name), body: { existing: true }, refs: [] });
  }
  const exports = new Map<string, string>();
  for (const output of Object.values(isRecord(template.Outputs) ? template.Outputs : {})) {
    if (!isRecord(output) || !isRecord(output.Export)) continue;
    const name = exportKey(output.Export.Name);
    const value = cfnRefs(output.Value).find((ref) => ids.has(ref.target));
    if (name && value) exports.set(name, value.target);
  }
  return { format: 'cloudformation', resources, unknowns, exports };
}

/** Puts each template's imports onto the resources other templates of the request export. */
export function linkStacks(results: readonly IacReadResult[]): string[] {
  const exports = new Map<string, string>();
  for (const r of results) for (const [k, v] of r.exports ?? []) exports.set(k, v);
  const unknowns: string[] = [];
  for (const result of results) {
    for (const r of result.resources) {
      r.refs = r.refs.flatMap((ref) => {
        if (!ref.target.startsWith(IMPORT_PREFIX)) return [ref];
        const target = exports.get(ref.target.slice(IMPORT_PREFIX.length));
        if (!target) unknowns.push(`${r.address} → export ${ref.target.slice(IMPORT_PREFIX.length)}`);
        return target ? [{ ...ref, target }] : [];
      });
    }
  }
  return unknowns;
}
