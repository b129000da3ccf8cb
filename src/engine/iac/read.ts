import { linkStacks, readCloudFormation } from './cloudformation.js';
import { readKubernetes, type K8sDoc } from './kubernetes.js';
import { readTerraform } from './terraform.js';
import { isTerraformShow, readTerraformShow } from './terraform-json.js';
import { iacToPlan, type IacPlan } from './to-plan.js';
import { IacInputError, isRecord, lineOf, type IacFile, type IacReadResult } from './types.js';
import { readYamlDocuments } from './yaml-docs.js';
import { jsonErrorOffset } from './json-error.js';

/** More resources than a diagram can show: refused before linking (the drawing keeps 200 components). */
const MAX_RESOURCES = 2000;
/** HCL is parsed by WebAssembly at roughly 100 kB a second on a busy 2-core machine: bounded tighter than other text. */
const MAX_TERRAFORM_CHARS = 500_000;

const isCfn = (v: unknown) => isRecord(v) && (isRecord(v.Resources) && ('AWSTemplateFormatVersion' in v || 'Transform' in v || Object.values(v.Resources).some((r) => isRecord(r) && typeof r.Type === 'string')));
const isK8s = (v: unknown) => isRecord(v) && typeof v.apiVersion === 'string' && typeof v.kind === 'string';

/** JSON.parse with the line of a syntax error. */
function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    const line = /line (\d+)/.exec(msg)?.[1];
    const pos = /position (\d+)/.exec(msg)?.[1];
    let at = line ? Number(line) : pos ? text.slice(0, Number(pos)).split('\n').length : null;
    if (at === null) {
      const offset = jsonErrorOffset(text);
      if (offset !== null) at = text.slice(0, offset).split('\n').length;
    }
    throw new IacInputError(file, at, `JSON error: ${msg.split('\n')[0]!.replace(/ in JSON at position \d+.*$/, '').replace(/\s*\(line \d+ column \d+\)/, '').replace(/, (?:\.\.\.)?".*$/, '')}`);
  }
}

/**
 * Reads a set of infrastructure-code files (Terraform HCL, Terraform plan/state JSON,
 * CloudFormation/SAM YAML or JSON, Kubernetes manifests) into one plan. A file that cannot be read
 * is an IacInputError naming the file and line; what the files do not resolve is a named unknown.
 */
export async function readInfrastructureCode(files: readonly IacFile[], opts: { title?: string } = {}): Promise<IacPlan & { format: string }> {
  const results: IacReadResult[] = [];
  const tf = files.filter((f) => /\.tf$/i.test(f.path));
  const k8s: K8sDoc[] = [];
  const skipped: string[] = [];
  const tfChars = tf.reduce((n, f) => n + f.content.length, 0);
  if (tfChars > MAX_TERRAFORM_CHARS) {
    throw new IacInputError(tf[0]!.path, null, `The .tf files hold ${tfChars} characters together; at most ${MAX_TERRAFORM_CHARS} are read at once. Send one root module at a time.`);
  }
  if (tf.length > 0) results.push(await readTerraform(tf));
  for (const f of files) {
    if (/\.ya?ml$/i.test(f.path)) {
      const docs = readYamlDocuments(f.path, f.content);
      const cfn = docs.find((d) => isCfn(d.value));
      if (cfn) results.push(readCloudFormation(f.path, cfn.value, (id) => cfn.lineAt(['Resources', id])));
      else for (const d of docs) if (isK8s(d.value) || (isRecord(d.value) && d.value.kind === 'List')) k8s.push({ value: d.value, file: f.path, line: d.line });
    } else if (/\.json$/i.test(f.path)) {
      const doc = parseJson(f.path, f.content);
      if (isCfn(doc)) results.push(readCloudFormation(f.path, doc, (id) => lineOf(f.content, new RegExp(`"${id.replace(/[^\w]/g, '')}"\\s*:`))));
      else if (isTerraformShow(doc)) results.push(readTerraformShow(f.path, doc as Record<string, unknown>));
      else if (isK8s(doc) || (isRecord(doc) && doc.kind === 'List')) k8s.push({ value: doc, file: f.path, line: 1 });
      else skipped.push(f.path);
    } else if (!/\.tf$/i.test(f.path)) skipped.push(f.path);
  }
  if (k8s.length > 0) results.push(readKubernetes(k8s));
  separateAddresses(results);
  const stackUnknowns = linkStacks(results);
  const resources = results.flatMap((r) => r.resources);
  if (resources.length > MAX_RESOURCES) {
    const busiest = [...resources.reduce((m, r) => m.set(r.file, (m.get(r.file) ?? 0) + 1), new Map<string, number>())].sort((a, b) => b[1] - a[1])[0]!;
    throw new IacInputError(busiest[0], null, `The files define ${resources.length} resources; at most ${MAX_RESOURCES} can be drawn at once. Send one module, stack or namespace at a time.`);
  }
  if (resources.length === 0) {
    const first = files[0]?.path ?? '(no file)';
    throw new IacInputError(first, null, 'No infrastructure resources found: send Terraform (.tf), CloudFormation/SAM (.yaml/.json with Resources), a Terraform plan/state JSON, or Kubernetes manifests.');
  }
  const main = [...results].sort((a, b) => b.resources.length - a.resources.length)[0]!;
  const title = opts.title ?? defaultTitle(main.format, files);
  const out = iacToPlan({ format: main.format, resources, unknowns: [...results.flatMap((r) => r.unknowns), ...stackUnknowns] }, title);
  if (out.plan.nodes.length === 0) throw new IacInputError(files[0]!.path, null, 'The files define resources, but none that is drawn as a component (only networks, identities or helpers).');
  return { ...out, unknowns: [...out.unknowns, ...skipped.map((s) => `${s}: not infrastructure code, ignored`)], format: main.format };
}

/** Two templates may use one logical id: the later one's resources get their file as a prefix. */
function separateAddresses(results: readonly IacReadResult[]): void {
  const taken = new Set<string>();
  for (const result of results) {
    const renamed = new Map<string, string>();
    for (const r of result.resources) {
      if (taken.has(r.address)) {
        const address = `${r.file}#${r.address}`;
        renamed.set(r.address, address);
        r.address = address;
      }
      taken.add(r.address);
    }
    if (renamed.size === 0) continue;
    for (const r of result.resources) r.refs = r.refs.map((ref) => ({ ...ref, target: renamed.get(ref.target) ?? ref.target }));
    if (result.exports) for (const [k, v] of result.exports) result.exports.set(k, renamed.get(v) ?? v);
  }
}

const FORMAT_NAMES: Readonly<Record<string, string>> = { terraform: 'Terraform', 'terraform-json': 'Terraform plan', cloudformation: 'CloudFormation', kubernetes: 'Kubernetes' };

function defaultTitle(format: string, files: readonly IacFile[]): string {
  const dir = files[0]?.path.split('/').slice(0, -1).pop();
  const name = dir || files[0]?.path.replace(/\.[^.]+$/, '') || 'infrastructure';
  return `${FORMAT_NAMES[format] ?? 'Infrastructure'}: ${name}`.slice(0, 120);
}
