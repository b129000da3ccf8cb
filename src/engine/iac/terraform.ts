import { expandModule } from './terraform-modules.js';
import { IacInputError, isRecord, walkStrings, type IacFile, type IacRef, type IacResource, type IacReadResult } from './types.js';

type Hcl = Record<string, unknown>;
type ParseHcl = (file: string, text: string) => Promise<Hcl>;

let parser: Promise<ParseHcl> | null = null;
/** @cdktf/hcl2json (HashiCorp's own HCL parser compiled to WebAssembly), loaded on first use. */
function hclParser(): Promise<ParseHcl> {
  parser ??= import('@cdktf/hcl2json').then((m) => m.parse as ParseHcl);
  return parser;
}

/** Loads and starts the HCL parser ahead of the first request (it takes most of a second, once). */
export async function warmTerraformParser(): Promise<void> {
  const parse = await hclParser();
  await parse('warm.tf', '');
}

/** Line of every block header of a file (`resource "t" "n"`, `data …`, `module "n"`), in one pass. */
function blockLines(text: string): Map<string, number> {
  const out = new Map<string, number>();
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const m = /^\s*(resource|data|module)\s+"?([\w-]+)"?(?:\s+"?([\w-]+)"?)?/.exec(line);
    if (!m) return;
    const key = m[1] === 'module' ? `module ${m[2]}` : `${m[1]} ${m[2]} ${m[3] ?? ''}`;
    if (!out.has(key)) out.set(key, i + 1);
  });
  return out;
}
const first = (v: unknown): Hcl => (Array.isArray(v) && isRecord(v[0]) ? v[0] : isRecord(v) ? v : {});

/** `${…}` expressions of a string, braces balanced; one linear pass (an unclosed `${` ends the scan). */
function expressions(s: string): string[] {
  const out: string[] = [];
  let i = s.indexOf('${');
  while (i >= 0) {
    let depth = 0;
    let j = i + 2;
    for (; j < s.length; j++) {
      const c = s.charCodeAt(j);
      if (c === 123) depth++;
      else if (c === 125) {
        if (depth === 0) break;
        depth--;
      }
    }
    if (j >= s.length) break;
    out.push(s.slice(i + 2, j));
    i = s.indexOf('${', j + 1);
  }
  return out;
}

const TOKEN = /(?<![\w.])((?:data\.)?[a-z][a-z0-9_]*\.[A-Za-z_][\w-]*)(?:\[[^\]]{0,200}\])?(?:\.([A-Za-z_]\w*))?/g;

const literal = (v: unknown): string | undefined => (typeof v === 'string' && !v.includes('${') ? v : typeof v === 'number' ? String(v) : undefined);

/**
 * A string with its variables and locals put in where the files give their value:
 * `${var.name}-db` → `app-db`; `${(var.engine == "mysql" ? "MYSQL_8_0" : "POSTGRES_14")}` → the branch
 * the default picks. Anything else stays as written.
 */
export function simplify(value: string, variables: ReadonlyMap<string, unknown>, locals: ReadonlyMap<string, unknown>): string {
  const lookup = (name: string): string | undefined => (name.startsWith('var.') ? literal(variables.get(name.slice(4))) : name.startsWith('local.') ? literal(locals.get(name.slice(6))) : undefined);
  return value.replace(/\$\{([^{}]*)\}/g, (whole, expr: string) => {
    const e = expr.trim();
    if (e.length > 300) return whole;
    const direct = /^((?:var|local)\.\w+)$/.exec(e);
    if (direct) return lookup(direct[1]!) ?? whole;
    const cond = /^\(?\s*((?:var|local)\.\w+)\s*(==|!=)\s*"([^"]*)"\s*\?\s*"([^"]*)"\s*:\s*"([^"]*)"\s*\)?$/.exec(e);
    if (cond) {
      const v = lookup(cond[1]!);
      if (v === undefined) return whole;
      return (v === cond[3]) === (cond[2] === '==') ? cond[4]! : cond[5]!;
    }
    return whole;
  });
}

/** A copy of a body with every string passed through `fn`. */
function resolveStrings(value: unknown, fn: (s: string) => string, depth: number): unknown {
  if (depth > 30) return value;
  if (typeof value === 'string') return fn(value);
  if (Array.isArray(value)) return value.map((v) => resolveStrings(v, fn, depth + 1));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveStrings(v, fn, depth + 1)]));
  return value;
}

interface Block {
  kind: 'resource' | 'data' | 'module';
  type: string;
  name: string;
  body: Hcl;
  file: string;
  line: number;
}

interface ParsedFile {
  path: string;
  dir: string;
  doc: Hcl;
  headers: Map<string, number>;
}

const dirOf = (path: string) => path.split('/').slice(0, -1).join('/');

/** `dir` joined with a relative module source (`./modules/web`, `../shared`), or null outside the upload. */
function joinDir(dir: string, source: string): string | null {
  const parts = dir ? dir.split('/') : [];
  for (const seg of source.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(seg);
  }
  return parts.join('/');
}

interface ModuleRead {
  resources: IacResource[];
  /** Output name → the (prefixed) address it stands for. */
  outputs: Map<string, string>;
  unknowns: string[];
}

/**
 * Terraform read with HashiCorp's HCL parser: the root module (the top folder's `.tf` files),
 * local modules it calls (`source = "./modules/x"`, when their files were sent) under
 * `module.<name>.` with the inputs the call gives, and registry modules drawn from their inputs.
 * Folders no module calls are read as roots of their own.
 */
export async function readTerraform(files: readonly IacFile[]): Promise<IacReadResult> {
  const parse = await hclParser();
  const parsed: ParsedFile[] = [];
  for (const f of files) {
    try {
      parsed.push({ path: f.path, dir: dirOf(f.path), doc: await parse(f.path, f.content), headers: blockLines(f.content) });
    } catch (err) {
      const msg = err instanceof Error ? err.message : String(err);
      const m = /:(\d+),\d+(?:-\d+(?:,\d+)?)?: ([^\]]*)/.exec(msg);
      throw new IacInputError(f.path, m ? Number(m[1]) : null, `HCL error: ${m ? m[2] : msg}`);
    }
  }
  const dirs = [...new Set(parsed.map((f) => f.dir))].sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
  const reached = new Set<string>();
  const resources: IacResource[] = [];
  const unknowns: string[] = [];
  for (const dir of dirs) {
    if (reached.has(dir)) continue;
    const root = readModule(parsed, dir, reached.size === 0 ? '' : `${dir}:`, new Map(), 0, reached);
    resources.push(...root.resources);
    unknowns.push(...root.unknowns);
  }
  return { format: 'terraform', resources, unknowns };
}

function readModule(parsed: readonly ParsedFile[], dir: string, prefix: string, inputs: ReadonlyMap<string, unknown>, depth: number, reached: Set<string>): ModuleRead {
  reached.add(dir);
  const blocks: Block[] = [];
  const variables = new Map<string, unknown>();
  const locals = new Map<string, unknown>();
  const outputExprs = new Map<string, unknown>();
  for (const f of parsed.filter((x) => x.dir === dir)) {
    const { doc, headers } = f;
    for (const [name, v] of Object.entries(isRecord(doc.variable) ? doc.variable : {})) variables.set(name, inputs.has(name) ? inputs.get(name) : first(v).default);
    for (const l of Array.isArray(doc.locals) ? doc.locals : [doc.locals]) if (isRecord(l)) for (const [k, v] of Object.entries(l)) locals.set(k, v);
    for (const [name, v] of Object.entries(isRecord(doc.output) ? doc.output : {})) outputExprs.set(name, first(v).value);
    for (const kind of ['resource', 'data'] as const) {
      for (const [type, byName] of Object.entries(isRecord(doc[kind]) ? doc[kind] : {})) {
        for (const [name, body] of Object.entries(isRecord(byName) ? byName : {})) {
          const line = headers.get(`${kind} ${type} ${name}`) ?? 1;
          blocks.push({ kind, type, name, body: first(body), file: f.path, line });
        }
      }
    }
    for (const [name, body] of Object.entries(isRecord(doc.module) ? doc.module : {})) {
      blocks.push({ kind: 'module', type: 'module', name, body: first(body), file: f.path, line: headers.get(`module ${name}`) ?? 1 });
    }
  }
  const unknowns: string[] = [];
  const resources: IacResource[] = [];
  const moduleOutputs = new Map<string, Map<string, string>>();
  const addressOf = (b: Block) => (b.kind === 'data' ? `data.${b.type}.${b.name}` : b.kind === 'module' ? `module.${b.name}` : `${b.type}.${b.name}`);
  const resolve = (v: unknown) => resolveStrings(v, (x) => (x.includes('${') ? simplify(x, variables, locals) : x), 0);
  for (const b of blocks) {
    const address = addressOf(b);
    if (b.kind === 'module') {
      const source = typeof b.body.source === 'string' ? b.body.source : '';
      const local = /^\.\.?\//.test(source) ? joinDir(dirOf(b.file), source) : null;
      if (local !== null && depth < 4 && !reached.has(local) && parsed.some((f) => f.dir === local)) {
        const given = new Map(Object.entries(resolve(b.body) as Hcl).filter(([, v]) => typeof v !== 'string' || !v.includes('${')));
        const child = readModule(parsed, local, `${prefix}${address}.`, given, depth + 1, reached);
        resources.push(...child.resources);
        unknowns.push(...child.unknowns);
        moduleOutputs.set(address, child.outputs);
        continue;
      }
      const expanded = expandModule(prefix + address, b.name, b.body, { file: b.file, line: b.line });
      if (expanded) {
        resources.push(...expanded.resources);
        moduleOutputs.set(address, expanded.outputs);
      } else unknowns.push(`module ${prefix}${b.name} (${source || 'no source'})`);
      continue;
    }
    resources.push({ address: prefix + address, type: b.type, name: b.name, file: b.file, line: b.line, body: resolve(b.body) as Hcl, refs: [] });
  }
  const known = new Set(resources.map((r) => r.address));
  const own = (address: string) => (known.has(prefix + address) ? prefix + address : undefined);

  /** What an expression refers to, through locals (followed a few levels deep). */
  const refsIn = (expr: string, path: string[], out: IacRef[], depth: number): void => {
    for (const m of expr.matchAll(TOKEN)) {
      const [head, attr] = [m[1]!, m[2]];
      if (head.startsWith('local.')) {
        const value = locals.get(head.slice(6));
        if (value !== undefined && depth < 4) walkStrings(value, (s) => expressions(s).forEach((e) => refsIn(e, path, out, depth + 1)));
        continue;
      }
      if (head.startsWith('module.')) {
        const outputs = moduleOutputs.get(head);
        const target = (attr && outputs?.get(attr)) ?? own(head);
        if (target) out.push({ target, path });
        else unknowns.push(`${prefix}${head}${attr ? `.${attr}` : ''}`);
        continue;
      }
      const target = (head.startsWith('data.') && attr ? own(`${head}.${attr}`) : undefined) ?? own(head);
      if (target) out.push({ target, path });
    }
  };
  /** A number the files state for count / for_each: a literal, a variable's default, or length(…). */
  const countOf = (v: unknown): number | string | undefined => {
    if (v === undefined) return undefined;
    if (typeof v === 'number') return v;
    if (typeof v === 'string' && /^\d+$/.test(v)) return Number(v);
    if (Array.isArray(v)) return v.length;
    if (isRecord(v)) return Object.keys(v).length;
    const expr = typeof v === 'string' ? (expressions(v)[0] ?? v) : String(v);
    const name = /^(?:length\(|toset\()?\s*var\.(\w+)\s*\)?$/.exec(expr.trim())?.[1];
    if (name !== undefined) {
      const d = variables.get(name);
      if (typeof d === 'number') return d;
      if (Array.isArray(d)) return d.length;
      if (isRecord(d)) return Object.keys(d).length;
    }
    return expr;
  };
  const mine = resources.filter((r) => r.address.startsWith(prefix) && !r.address.slice(prefix.length).startsWith('module.'));
  for (const r of mine) {
    walkStrings(r.body, (s, path) => {
      for (const e of expressions(s)) refsIn(e, path, r.refs, 0);
    });
    r.refs = r.refs.filter((ref) => ref.target !== r.address);
    const n = countOf(r.body.count ?? r.body.for_each);
    if (typeof n === 'number') r.count = n;
    else if (typeof n === 'string') {
      r.countUnknown = n;
      unknowns.push(`${r.address} count ${n}`);
    }
    const region = r.body.region ?? r.body.location;
    if (typeof region === 'string' && !region.includes('${')) r.namespace = region;
  }
  const outputs = new Map<string, string>();
  for (const [name, value] of outputExprs) {
    const refs: IacRef[] = [];
    walkStrings(value, (s) => expressions(s).forEach((e) => refsIn(e, [], refs, 0)));
    if (refs[0]) outputs.set(name, refs[0].target);
  }
  return { resources, outputs, unknowns };
}
