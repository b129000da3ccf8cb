import { decompressDiagram } from './compress/index.js';
import { DrawioError, fromXmlError } from './errors.js';
import { parseXml, type XmlElement, type XmlLimits } from './xml/index.js';

/** A page of a draw.io document: `<diagram>` in an `<mxfile>`, or a bare `<mxGraphModel>`. */
export interface PageRef {
  id: string;
  name: string;
  index: number;
  /** The `<diagram>` element in the outer document; null for a bare `<mxGraphModel>`. */
  diagram: XmlElement | null;
  /** The page content is base64 + deflate text inside `<diagram>`. */
  compressed: boolean;
}

export interface DrawioDocument {
  source: string;
  root: XmlElement;
  pages: PageRef[];
}

/** One page's graph model, with the text its element offsets refer to. */
export interface PageContent {
  page: PageRef;
  /** The outer document for uncompressed pages; the decompressed page XML otherwise. */
  source: string;
  /** The `<mxGraphModel>` element, or null for an empty page. */
  model: XmlElement | null;
}

export type PageSelector = number | string | undefined;

export interface ReadLimits extends XmlLimits {
  /** Most characters of decompressed page content. */
  maxChars?: number;
}

const DEFAULT_MAX_CHARS = 50_000_000;

function parseOrExplain(source: string, limits: XmlLimits, where: string): XmlElement {
  try {
    return parseXml(source, limits);
  } catch (error) {
    return fromXmlError(error, source, where);
  }
}

export function readDocument(xml: string, limits: ReadLimits = {}): DrawioDocument {
  const root = parseOrExplain(xml, limits, 'the document');
  if (root.name === 'mxGraphModel') {
    return { source: xml, root, pages: [{ id: '', name: '', index: 0, diagram: null, compressed: false }] };
  }
  const diagrams = root.name === 'mxfile' ? root.children.filter((c) => c.name === 'diagram') : root.name === 'diagram' ? [root] : null;
  if (diagrams === null) {
    throw new DrawioError('not_drawio', `this is not a draw.io document: expected <mxfile> or <mxGraphModel> at the top, found <${root.name}>`);
  }
  if (diagrams.length === 0) throw new DrawioError('not_drawio', 'this draw.io file has no pages (<diagram> elements)');
  const pages = diagrams.map((diagram, index): PageRef => ({
    id: diagram.attrs['id'] ?? `page-${index + 1}`,
    name: diagram.attrs['name'] ?? `Page-${index + 1}`,
    index,
    diagram,
    compressed: !diagram.children.some((c) => c.name === 'mxGraphModel') && diagram.text.trim().length > 0,
  }));
  return { source: xml, root, pages };
}

export function selectPage(doc: DrawioDocument, selector: PageSelector): PageRef {
  const page = selector === undefined
    ? doc.pages[0]
    : typeof selector === 'number'
      ? doc.pages[selector]
      : doc.pages.find((p) => p.id === selector) ?? doc.pages.find((p) => p.name === selector);
  if (page) return page;
  const names = doc.pages.map((p, i) => `${i}: "${p.name}" (id ${p.id})`).join(', ');
  throw new DrawioError('page_not_found', `page ${JSON.stringify(selector)} does not exist; the pages are ${names}`);
}

/** The graph model of a page, decompressing it when needed. */
export function loadPage(doc: DrawioDocument, page: PageRef, limits: ReadLimits = {}): PageContent {
  if (page.diagram === null) return { page, source: doc.source, model: doc.root };
  if (!page.compressed) {
    return { page, source: doc.source, model: page.diagram.children.find((c) => c.name === 'mxGraphModel') ?? null };
  }
  const where = `page "${page.name}"`;
  const inner = decompressDiagram(page.diagram.text.trim(), limits.maxChars ?? DEFAULT_MAX_CHARS, page.name);
  const root = parseOrExplain(inner, limits, where);
  if (root.name !== 'mxGraphModel') {
    throw new DrawioError('not_drawio', `${where} decompresses to <${root.name}>, not a draw.io <mxGraphModel>`);
  }
  return { page, source: inner, model: root };
}
