import type { Layout } from './cell-xml.js';
import { loadPage, readDocument, selectPage, type DrawioDocument, type PageContent, type PageSelector, type ReadLimits } from './document.js';
import { readPageModel, type PageReading } from './parse-model.js';
import { indentOf } from './patch-cell.js';
import { applyEdits, parseXml, rewriteStartTag, type TextEdit, type XmlElement } from './xml/index.js';

/**
 * One page opened for editing: its model reading, the `<root>` element new cells go into, and
 * how to write the edited page back into the document. Compressed pages come back uncompressed
 * (the rest of the document keeps its bytes): draw.io reads both, and plain XML diffs well.
 */
export interface PageSession {
  doc: DrawioDocument;
  content: PageContent;
  reading: PageReading;
  root: XmlElement;
  layout: Layout;
  /** The first layer (where top-level cells go); null when the page has none yet. */
  layer: string | null;
}

const EMPTY_PAGE = '<mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/></root></mxGraphModel>';

export function openPage(xml: string, page: PageSelector, limits?: ReadLimits): PageSession {
  const doc = readDocument(xml, limits);
  const ref = selectPage(doc, page);
  let content = loadPage(doc, ref, limits);
  if (content.model === null || !content.model.children.some((c) => c.name === 'root')) {
    content = { page: ref, source: EMPTY_PAGE, model: parseXml(EMPTY_PAGE) };
  }
  const reading = readPageModel(content);
  const root = content.model!.children.find((c) => c.name === 'root')!;
  const s = reading.structure;
  const layer = s.cells.find((c) => s.layers.has(c.id))?.id ?? null;
  return { doc, content, reading, root, layout: detectLayout(content.source, root), layer };
}

/** Indentation and line breaks as the page already uses them (draw.io's own files: 2 spaces). */
function detectLayout(src: string, root: XmlElement): Layout {
  const first = root.children[0];
  if (!first) return { indent: '', step: '', newline: '' };
  const indent = indentOf(src, first);
  const pretty = src.lastIndexOf('\n', first.start) > root.start;
  if (!pretty) return { indent: '', step: '', newline: '' };
  for (const cell of root.children) {
    const child = cell.children[0];
    if (!child) continue;
    const inner = indentOf(src, child);
    if (inner.length > indent.length && inner.startsWith(indent)) return { indent, step: inner.slice(indent.length), newline: '\n' };
  }
  return { indent, step: '  ', newline: '\n' };
}

/** Where new cells go: before `</root>` (at the start of its line in pretty documents). */
export function insertionEdit(session: PageSession, cellsXml: string[]): TextEdit[] {
  if (cellsXml.length === 0) return [];
  const { content, root, layout } = session;
  const src = content.source;
  if (root.selfClosing) {
    const text = '<root>' + layout.newline + cellsXml.join(layout.newline) + layout.newline + '</root>';
    return [{ start: root.start, end: root.end, text }];
  }
  let at = root.closeStart;
  while (at > root.openEnd && (src[at - 1] === ' ' || src[at - 1] === '\t')) at--;
  const lineStart = layout.newline !== '' && src[at - 1] === '\n';
  if (!lineStart) at = root.closeStart;
  const text = lineStart
    ? cellsXml.map((c) => c + '\n').join('')
    : layout.newline + cellsXml.join(layout.newline) + layout.newline;
  return [{ start: at, end: at, text }];
}

/**
 * The whole document with `edits` applied to the page, and the page renamed when `name` is
 * given. Untouched bytes stay as they were, other pages included.
 */
export function writePage(session: PageSession, edits: TextEdit[], name?: string): string {
  const { doc, content } = session;
  const diagram = content.page.diagram;
  const renames = new Map<string, string | null>(name !== undefined ? [['name', name]] : []);
  if (content.source === doc.source) {
    const all = [...edits];
    if (diagram && renames.size > 0) all.push({ start: diagram.start, end: diagram.openEnd, text: rewriteStartTag(doc.source, diagram, renames) });
    return applyEdits(doc.source, all);
  }
  const inner = applyEdits(content.source, edits);
  if (!diagram) return inner;
  const open = rewriteStartTag(doc.source, diagram, renames, false);
  return applyEdits(doc.source, [{ start: diagram.start, end: diagram.end, text: open + inner + '</diagram>' }]);
}
