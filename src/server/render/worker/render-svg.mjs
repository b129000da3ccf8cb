// One diagram page → draw.io's own SVG, following draw.io's export page (export3.html /
// js/export.js) step by step: pick the page, decode it into a Graph, then Graph.getSvg.
// Errors a caller can fix are thrown as InputError; anything else is a renderer fault.

import { LDocument } from './light-dom.mjs';
import { LabelScratch } from './label-markup.mjs';

export class InputError extends Error {
  /** @param {string} message @param {string} code */
  constructor(message, code) {
    super(message);
    this.name = 'InputError';
    this.code = code;
  }
}

/**
 * @typedef {{ page?: number, scale?: number, border?: number, background?: string | null }} SvgOptions
 * @typedef {{ root: Element, pageCount: number, pageIndex: number, diagramBackground: string | null }} SvgResult
 */

/**
 * draw.io's SVG export of one page (Graph.getSvg, as draw.io's export server calls it).
 * @param {import('./drawio-env.mjs').DrawioEnv} env @param {string} xml @param {SvgOptions} options
 * @returns {SvgResult}
 */
export function renderSvgDom(env, xml, options) {
  return withGraph(env, xml, options.page ?? 0, false, (graph, node) => {
    const shadow = node.getAttribute('shadow') === '1';
    fitLikeExporter(graph, shadow, 1, 0);
    let bg = options.background === undefined ? node.getAttribute('background') : options.background;
    if (bg === 'none' || bg === '' || bg === env.win.mxConstants.NONE) bg = null;
    const getSvg = () => graph.getSvg(bg, options.scale ?? 1, options.border ?? 0, false, null, true, null, null, null);
    const root = env.light ? inLightDocument(env.win, getSvg) : getSvg();
    if (shadow) graph.addSvgShadow(root);
    return root;
  });
}

/**
 * Runs Graph.getSvg with its output document (and the scratch div it converts label HTML to
 * fallback text in) made of light nodes instead of jsdom's: same calls, same bytes, a fraction of
 * the cost. See light-dom.mjs.
 * @template T @param {any} win @param {() => T} fn @returns {T}
 */
function inLightDocument(win, fn) {
  const { mxUtils, document } = win;
  const createXmlDocument = mxUtils.createXmlDocument;
  const createElement = document.createElement;
  mxUtils.createXmlDocument = () => new LDocument();
  // The first div getSvg makes is that scratch converter.
  document.createElement = function (/** @type {string} */ name) {
    if (String(name).toLowerCase() !== 'div') return createElement.apply(this, arguments);
    document.createElement = createElement;
    return new LabelScratch('div', {}, null);
  };
  try {
    return fn();
  } finally {
    mxUtils.createXmlDocument = createXmlDocument;
    document.createElement = createElement;
  }
}

/**
 * The page as draw.io draws it on screen, which is what its PNG export photographs: the view
 * scaled and moved as the export page does, copied into a standalone <svg> of the PNG's size.
 * @param {import('./drawio-env.mjs').DrawioEnv} env @param {string} xml @param {SvgOptions} options
 * @returns {SvgResult}
 */
export function renderViewDom(env, xml, options) {
  return withGraph(env, xml, options.page ?? 0, true, (graph, node) => {
    const shadow = node.getAttribute('shadow') === '1';
    const bounds = fitLikeExporter(graph, shadow, options.scale ?? 1, options.border ?? 0);
    const screen = graph.view.canvas.ownerSVGElement;
    if (shadow) graph.addSvgShadow(screen, null, true);
    // The export page's screenshot clips to the (grown) bounds, rounded to whole pixels; the
    // border is added back on the left and top, where the bounds start after it.
    const border = options.border ?? 0;
    const x0 = Math.round(bounds.x) - border;
    const y0 = Math.round(bounds.y) - border;
    const width = Math.max(1, Math.round(bounds.width) + border);
    const height = Math.max(1, Math.round(bounds.height) + border);
    // A standalone document: a light one for light nodes (so the PNG's post-processing makes
    // light nodes too), else the page's.
    const doc = env.light ? new LDocument() : env.win.document;
    const root = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
    root.setAttribute('width', `${width}px`);
    root.setAttribute('height', `${height}px`);
    root.setAttribute('viewBox', `${x0} ${y0} ${width} ${height}`);
    for (const child of Array.from(screen.childNodes)) root.appendChild(env.light ? doc.importNode(child, true) : /** @type {Node} */ (child).cloneNode(true));
    return root;
  });
}

/**
 * Decodes one page into a fresh Graph set up as draw.io's export page sets it up, runs `draw`
 * on it and disposes of the graph.
 * @template {Element} T
 * @param {import('./drawio-env.mjs').DrawioEnv} env @param {string} xml @param {number} page
 * @param {boolean} paintShapes whether the on-screen view must hold the shapes too
 * @param {(graph: any, node: Element) => T} draw
 */
function withGraph(env, xml, page, paintShapes, draw) {
  env.beginRender();
  const { node, pageCount, pageIndex, pageName } = pickPage(env.win, xml, page);
  // The graph, its view and everything they create live in light nodes (light-view.mjs).
  return env.inLightView(() => drawGraph(env, { node, pageCount, pageIndex, pageName }, paintShapes, draw));
}

/**
 * @template {Element} T
 * @param {import('./drawio-env.mjs').DrawioEnv} env
 * @param {{ node: Element, pageCount: number, pageIndex: number, pageName: string }} picked
 * @param {boolean} paintShapes @param {(graph: any, node: Element) => T} draw
 */
function drawGraph(env, { node, pageCount, pageIndex, pageName }, paintShapes, draw) {
  const { document, Graph, mxCodec, mxImage } = env.win;
  const container = document.createElement('div');
  // A jsdom container must be in the page to be measured; a light one is measured anywhere.
  if (!env.light) document.body.appendChild(container);
  env.paintShapes = paintShapes;
  const graph = new Graph(container);
  try {
    graph.foldingEnabled = false;
    graph.setEnabled(false);
    graph.getGlobalVariable = wrapGlobals(graph.getGlobalVariable, pageName, pageIndex);
    const getLink = graph.getLinkForCell;
    // As draw.io's exporter: custom links (data:action/..., page links) are not exported.
    graph.getLinkForCell = function (/** @type {unknown} */ cell) {
      const link = getLink.call(this, cell);
      return link != null && this.isCustomLink(link) ? null : link;
    };
    const bgImg = node.getAttribute('backgroundImage');
    if (bgImg) {
      try {
        const img = JSON.parse(bgImg);
        graph.setBackgroundImage(new mxImage(img.src, img.width, img.height));
      } catch { /* a broken background image is ignored, as draw.io does */ }
    }
    // The exporter validates the view twice: at the origin (to find the bounds) and again once
    // moved there. The first pass can skip drawing and only place the shapes; their bounds
    // give the move, which fitLikeExporter then checks with labels. (Not on the jsdom
    // reference path, which does exactly what the export page does.)
    if (env.light) graph.view.rendering = false;
    new mxCodec(node.ownerDocument).decode(node, graph.getModel());
    if (env.light) {
      const b = graph.getGraphBounds();
      graph.view.rendering = true;
      graph.view.scaleAndTranslate(1, Math.floor(-Math.floor(b.x)), Math.floor(-Math.floor(b.y)));
    }
    const root = draw(graph, node);
    const own = node.getAttribute('background');
    const diagramBackground = own && own !== 'none' ? own : null;
    return { root, pageCount, pageIndex, diagramBackground };
  } finally {
    graph.destroy();
    container.remove();
    env.paintShapes = false;
  }
}

/**
 * Parses the document and returns the <mxGraphModel> of the requested page.
 * @param {any} win @param {string} xml @param {number} page
 */
function pickPage(win, xml, page) {
  const { mxUtils, Editor } = win;
  if (typeof xml !== 'string' || xml.trim() === '') {
    throw new InputError('The diagram is empty: send draw.io XML (<mxfile> or <mxGraphModel>).', 'invalid_xml');
  }
  let doc;
  try {
    doc = mxUtils.parseXml(xml);
  } catch (e) {
    throw new InputError(`The diagram is not well-formed XML: ${String(e)}`, 'invalid_xml');
  }
  const rootEl = doc.documentElement;
  if (rootEl == null || rootEl.nodeName === 'parsererror' || doc.getElementsByTagName('parsererror').length > 0) {
    throw new InputError('The diagram is not well-formed XML; check that it is a complete draw.io file.', 'invalid_xml');
  }
  let model;
  try {
    model = Editor.extractGraphModel(rootEl, true);
  } catch (e) {
    throw new InputError(`The diagram could not be read (is a compressed page damaged?): ${String(e)}`, 'invalid_xml');
  }
  if (model == null) {
    throw new InputError('This is not a draw.io diagram: expected <mxfile> or <mxGraphModel> at the top.', 'invalid_xml');
  }
  if (model.nodeName !== 'mxfile') return { node: model, pageCount: 1, pageIndex: 0, pageName: 'Page-1' };
  const diagrams = model.getElementsByTagName('diagram');
  if (!Number.isInteger(page) || page < 0 || page >= diagrams.length) {
    throw new InputError(`Page ${page} does not exist: this file has ${diagrams.length} page(s), numbered from 0.`, 'page_not_found');
  }
  const diagram = diagrams[page];
  let node;
  try {
    node = Editor.parseDiagramNode(diagram);
  } catch (e) {
    throw new InputError(`Page ${page} could not be decoded (damaged compressed data?): ${String(e)}`, 'invalid_xml');
  }
  if (node == null) throw new InputError(`Page ${page} is empty: there is nothing to export.`, 'empty_diagram');
  return { node, pageCount: diagrams.length, pageIndex: page, pageName: diagram.getAttribute('name') || `Page-${page + 1}` };
}

/**
 * draw.io's export page moves the diagram to the origin (at the asked scale, leaving the
 * border) and then grows the view's bounds in place: one extra pixel of width so the right
 * edge is not cut, 7 px for the shadow. getSvg reads those same bounds; the PNG is that size.
 * @param {any} graph @param {boolean} shadow @param {number} scale @param {number} border
 */
function fitLikeExporter(graph, shadow, scale, border) {
  // Bounds as they are with the view at the origin (the view may already have been moved).
  const b = graph.getGraphBounds();
  const { scale: vs, translate: t } = graph.view;
  graph.view.scaleAndTranslate(scale, Math.floor(border / scale - Math.floor(b.x / vs - t.x)),
    Math.floor(border / scale - Math.floor(b.y / vs - t.y)));
  const bounds = graph.getGraphBounds();
  bounds.width = Math.ceil(bounds.width + border) + 1;
  bounds.height = Math.ceil(bounds.height + border);
  if (shadow) {
    graph.setShadowVisible(true, false);
    bounds.width += 7;
    bounds.height += 7;
  }
  return bounds;
}

/** %page% and %pagenumber% placeholders, as in draw.io's exporter. */
function wrapGlobals(/** @type {Function} */ original, /** @type {string} */ name, /** @type {number} */ index) {
  return function (/** @type {string} */ key) {
    if (key === 'page') return name;
    if (key === 'pagenumber') return index + 1;
    return original.apply(this, arguments);
  };
}
