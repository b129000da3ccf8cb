import { loadPage, readDocument, type DrawioDocument, type PageContent, type PageRef, type ReadLimits } from './document.js';
import { DrawioError, type DrawioErrorCode } from './errors.js';
import { isDangerousUrl, sanitizeHtml } from './sanitize-html.js';
import { parseStyle, serializeStyle } from './style.js';
import { applyEdits, rewriteStartTag, type TextEdit, type XmlElement } from './xml/index.js';

export interface SanitizeLimits {
  /** Most characters of the document (default 2,000,000). */
  maxChars?: number;
  /** Most cells over all pages (default 20,000). */
  maxCells?: number;
  /** Deepest XML nesting, and deepest container nesting of cells (default 64). */
  maxDepth?: number;
  /**
   * Most characters all compressed pages may decompress to, together (default 10 × maxChars).
   * Checked while inflating: a page that would exceed it is never inflated in full.
   */
  maxInflatedChars?: number;
}

export type SanitizeResult =
  | { ok: true; xml: string; notes: string[] }
  | { ok: false; code: DrawioErrorCode; reason: string };

const DEFAULTS = { maxChars: 2_000_000, maxCells: 20_000, maxDepth: 64 };
/** Compressed pages may inflate to this many times the size limit, in total. */
const INFLATE_FACTOR = 10;

function countOccurrences(text: string, needle: string, stopAfter: number): number {
  let count = 0;
  for (let i = text.indexOf(needle); i !== -1 && count <= stopAfter; i = text.indexOf(needle, i + needle.length)) count++;
  return count;
}

/**
 * Checks and cleans an untrusted draw.io document before anything else reads it. Refuses (with a
 * code and a reason a person can act on) what could exhaust the server or attack an XML parser:
 * oversized documents, DOCTYPE/entity declarations, too many cells, too deep nesting, malformed
 * XML. Neutralises active content while keeping the diagram valid and its labels readable:
 * scripts, event handlers and script URLs in HTML labels, `link`/`href` attributes and styles.
 * Pages that needed cleaning come back uncompressed; everything else keeps its bytes.
 */
export function sanitize(xml: string, limits: SanitizeLimits = {}): SanitizeResult {
  const { maxChars, maxCells, maxDepth } = { ...DEFAULTS, ...limits };
  const maxInflatedChars = limits.maxInflatedChars ?? maxChars * INFLATE_FACTOR;
  if (typeof xml !== 'string') return { ok: false, code: 'not_drawio', reason: 'the document must be XML text' };
  if (xml.length > maxChars) {
    return { ok: false, code: 'too_large', reason: `the document has ${xml.length} characters; the limit is ${maxChars}` };
  }
  if (/<!(DOCTYPE|ENTITY)/i.test(xml)) {
    return { ok: false, code: 'doctype', reason: 'DOCTYPE and entity declarations are not allowed: draw.io never writes them, and they enable XXE and entity-expansion attacks' };
  }
  try {
    return clean(xml, { maxChars, maxCells, maxDepth, maxInflatedChars });
  } catch (error) {
    if (error instanceof DrawioError) return { ok: false, code: error.code, reason: error.message };
    throw error;
  }
}

function tooManyCells(count: number, maxCells: number): never {
  throw new DrawioError('too_many_cells', `the document has more than ${maxCells} cells (at least ${count}); split it into smaller diagrams`);
}

function tooMuchInflated(limit: number, count: string): never {
  throw new DrawioError('too_large', `the compressed pages decompress to ${count} characters; the limit is ${limit}`);
}

function inflatedPage(doc: DrawioDocument, page: PageRef, limits: ReadLimits, maxInflatedChars: number): PageContent {
  try {
    return loadPage(doc, page, limits);
  } catch (error) {
    if (error instanceof DrawioError && error.code === 'too_large') tooMuchInflated(maxInflatedChars, `more than ${maxInflatedChars}`);
    throw error;
  }
}

function clean(xml: string, limits: Required<SanitizeLimits>): SanitizeResult {
  let cells = countOccurrences(xml, '<mxCell', limits.maxCells);
  if (cells > limits.maxCells) tooManyCells(cells, limits.maxCells);
  // Elements per cell are few (object, mxCell, mxGeometry, points): this bounds the tree built.
  const xmlLimits = { maxElements: limits.maxCells * 12 + 1000, maxDepth: limits.maxDepth, maxChars: limits.maxInflatedChars };
  const doc = readDocument(xml, xmlLimits);
  const notes: string[] = [];
  const outer: TextEdit[] = [...scriptElements(doc.root, notes), ...dangerousAttributes(xml, doc.root, notes)];
  let inflated = 0;
  for (const page of doc.pages) {
    if (!page.compressed) {
      const content = loadPage(doc, page, xmlLimits);
      checkContainerDepth(content, limits.maxDepth);
      continue; // its elements were cleaned with the outer document
    }
    // URI-encoding at most triples the text: the byte limit stops a bomb while inflating, the
    // character count below is the limit itself, counted on the decompressed text.
    const left = limits.maxInflatedChars - inflated;
    const content = inflatedPage(doc, page, { ...xmlLimits, maxChars: left * 3 }, limits.maxInflatedChars);
    inflated += content.source.length;
    if (inflated > limits.maxInflatedChars) tooMuchInflated(limits.maxInflatedChars, `at least ${inflated}`);
    cells += countOccurrences(content.source, '<mxCell', limits.maxCells);
    if (cells > limits.maxCells) tooManyCells(cells, limits.maxCells);
    checkContainerDepth(content, limits.maxDepth);
    const pageNotes: string[] = [];
    const edits = [...scriptElements(content.model!, pageNotes), ...dangerousAttributes(content.source, content.model!, pageNotes)];
    if (edits.length === 0) continue;
    notes.push(...pageNotes.map((n) => `page "${page.name}": ${n}`), `page "${page.name}" was stored uncompressed after cleaning`);
    const open = rewriteStartTag(xml, page.diagram!, new Map(), false);
    outer.push({ start: page.diagram!.start, end: page.diagram!.end, text: open + applyEdits(content.source, edits) + '</diagram>' });
  }
  return { ok: true, xml: outer.length === 0 ? xml : applyEdits(xml, dedupe(outer)), notes };
}

/** Edits inside a removed element are dropped (the element goes as a whole). */
function dedupe(edits: TextEdit[]): TextEdit[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: TextEdit[] = [];
  for (const e of sorted) {
    const last = out[out.length - 1];
    if (last && e.start < last.end) continue;
    out.push(e);
  }
  return out;
}

function checkContainerDepth(content: PageContent, maxDepth: number): void {
  const root = content.model?.children.find((c) => c.name === 'root');
  if (!root) return;
  const parentOf = new Map<string, string | undefined>();
  for (const el of root.children) {
    const cell = el.name === 'mxCell' ? el : el.children.find((c) => c.name === 'mxCell');
    const id = el.attrs['id'];
    if (id !== undefined) parentOf.set(id, cell?.attrs['parent']);
  }
  const depth = new Map<string, number>();
  for (const id of parentOf.keys()) {
    const path: string[] = [];
    let at: string | undefined = id;
    let base = 0;
    while (at !== undefined && parentOf.has(at)) {
      const known = depth.get(at);
      if (known !== undefined) {
        base = known;
        break;
      }
      if (path.includes(at) || path.length > maxDepth + 2) break; // loops and runaways are cut here
      path.push(at);
      at = parentOf.get(at);
    }
    for (let k = path.length - 1; k >= 0; k--) depth.set(path[k]!, base + (path.length - k));
    const d = depth.get(id) ?? 0;
    if (d > maxDepth + 2) {
      throw new DrawioError('too_deep', `page "${content.page.name}" nests cells in containers more than ${maxDepth} levels deep`);
    }
  }
}

/** `<script>` and namespaced (foreign) elements anywhere in the XML (draw.io has none): removed whole. */
function scriptElements(root: XmlElement, notes: string[]): TextEdit[] {
  const edits: TextEdit[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const el = stack.pop()!;
    if (el.name.toLowerCase() === 'script' || el.name.toLowerCase().endsWith(':script')) {
      edits.push({ start: el.start, end: el.end, text: '' });
      notes.push('removed a <script> element');
      continue;
    }
    // draw.io never writes namespaced elements, and its reader breaks on them (a blank export).
    if (el.name.includes(':')) {
      edits.push({ start: el.start, end: el.end, text: '' });
      notes.push(`removed the foreign element <${el.name}>`);
      continue;
    }
    stack.push(...el.children);
  }
  return edits;
}

const LABEL_ATTRS = new Set(['label', 'value', 'tooltip']);
const LINK_ATTRS = new Set(['link', 'href', 'xlink:href', 'src', 'action']);

/** Event handlers, script links, active HTML in labels and scripted styles, element by element. */
function dangerousAttributes(src: string, root: XmlElement, notes: string[]): TextEdit[] {
  const edits: TextEdit[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const el = stack.pop()!;
    stack.push(...el.children);
    const changes = new Map<string, string | null>();
    const id = el.attrs['id'] ?? el.parent?.attrs['id'];
    const where = `${id !== undefined ? `cell "${id}"` : `<${el.name}>`}`;
    for (const [name, value] of Object.entries(el.attrs)) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on')) {
        changes.set(name, null);
        notes.push(`${where}: removed the event handler attribute "${name}"`);
      } else if (LINK_ATTRS.has(lower) && isDangerousUrl(value)) {
        changes.set(name, null);
        notes.push(`${where}: removed a script link from "${name}"`);
      } else if (LABEL_ATTRS.has(lower)) {
        const report = sanitizeHtml(value);
        if (report.removed.length > 0) {
          changes.set(name, report.html);
          notes.push(`${where}: removed ${[...new Set(report.removed)].join(', ')} from the ${lower}`);
        }
      } else if (lower === 'style') {
        const entries = parseStyle(value);
        const kept = entries.filter(([, v]) => v === null || !isDangerousUrl(v, true));
        if (kept.length !== entries.length) {
          changes.set(name, serializeStyle(kept));
          notes.push(`${where}: removed script links from the style`);
        }
      }
    }
    if (changes.size > 0) edits.push({ start: el.start, end: el.openEnd, text: rewriteStartTag(src, el, changes) });
  }
  return edits;
}
