// The renderer one worker thread owns: draw.io's SVG (self-contained and sanitised), and PNG
// from that SVG with labels turned into text and rasterised by resvg with the bundled fonts.
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { createDrawioEnv } from './drawio-env.mjs';
import { foreignObjectsToText } from './fo-to-text.mjs';
import { createImageInliner } from './inline-images.mjs';
import { InputError, renderSvgDom, renderViewDom } from './render-svg.mjs';
import { sanitizeSvgTree } from './sanitize-svg.mjs';
import { FONT_FILES } from './text-metrics.mjs';
import { LElement, serialize } from './light-dom.mjs';
import { encodeOpaquePng, isOpaque } from './png-encode.mjs';

export { InputError };

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n';

/** Raised when the PNG would be larger than the limits; carries the largest scale that fits. */
export class TooLargeError extends Error {
  /** @param {string} message @param {number} maxScale @param {number} width @param {number} height */
  constructor(message, maxScale, width, height) {
    super(message);
    this.name = 'TooLargeError';
    this.maxScale = maxScale;
    this.width = width;
    this.height = height;
  }
}

/**
 * @typedef {{ drawioDir: string, fontDir: string }} EnginePaths
 * @typedef {{ page?: number, scale?: number, border?: number, background?: string | null }} SvgOptions
 * @typedef {SvgOptions & { maxPixels: number, maxSide: number }} PngOptions
 */

/**
 * The renderer of one worker. Exports run on light nodes; should that path ever fail on a
 * diagram for a reason other than the diagram itself, the export is drawn again by draw.io on
 * jsdom (the reference path, made on first need), which is slower but complete.
 * @param {EnginePaths} paths
 * @param {{ light?: boolean, fallback?: boolean }} [options] light: false is the all-jsdom
 *   reference path (drawio-env.mjs); fallback: false lets light-path failures through (tests)
 */
export function createEngine(paths, options = {}) {
  const light = options.light ?? true;
  const primary = createRenderer(paths, light);
  if (!light || options.fallback === false) return primary;
  /** @type {ReturnType<typeof createRenderer> | null} */
  let reference = null;
  /** @template R @param {(r: ReturnType<typeof createRenderer>) => R} run @returns {R} */
  const guarded = (run) => {
    try {
      return run(primary);
    } catch (err) {
      if (err instanceof InputError || err instanceof TooLargeError) throw err;
      reference ??= createRenderer(paths, false);
      primary.fallbacks++;
      return run(reference);
    }
  };
  return {
    /** @param {string} xml @param {SvgOptions} o */
    svg: (xml, o) => guarded((r) => r.svg(xml, o)),
    /** @param {string} xml @param {PngOptions} o */
    png: (xml, o) => guarded((r) => r.png(xml, o)),
    get fallbacks() { return primary.fallbacks; },
    close: () => {
      primary.close();
      reference?.close();
    },
  };
}

/** @param {EnginePaths} paths @param {boolean} light */
function createRenderer(paths, light) {
  const env = createDrawioEnv(paths, { light });
  const inliner = createImageInliner(paths.drawioDir);
  const fontFiles = [...new Set(Object.values(FONT_FILES).flatMap((f) => Object.values(f)))].map((f) => join(paths.fontDir, f));
  const origin = env.win.location.origin;

  /** @param {string} xml @param {SvgOptions} options @param {typeof renderSvgDom} draw */
  function svgDom(xml, options, draw = renderSvgDom) {
    const result = draw(env, xml, options);
    absoluteToRelative(result.root, origin);
    inliner.inline(result.root);
    return result;
  }

  /** @param {string} xml @param {SvgOptions} options */
  function svg(xml, options) {
    const { root, pageCount, pageIndex } = svgDom(xml, options);
    sanitizeSvgTree(root);
    // As mxUtils.getXml: XML serialisation with line feeds written as character references.
    const xmlText = root instanceof LElement ? serialize(root) : env.win.mxUtils.getXml(root);
    const text = XML_HEADER + xmlText.replace(/\n/g, '&#xa;');
    return { svg: text, width: size(root, 'width'), height: size(root, 'height'), pageCount, pageIndex };
  }

  /** @param {string} xml @param {PngOptions} options */
  function png(xml, options) {
    const scale = options.scale ?? 1;
    const { root, pageCount, pageIndex, diagramBackground } = svgDom(xml, options, renderViewDom);
    const width = size(root, 'width');
    const height = size(root, 'height');
    checkSize(width, height, scale, options);
    root.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    root.setAttribute('xmlns:xlink', 'http://www.w3.org/1999/xlink');
    foreignObjectsToText(root, env.metrics);
    sanitizeSvgTree(root);
    root.removeAttribute('style');
    const background = options.background === undefined ? diagramBackground ?? '#ffffff' : options.background;
    const resvg = new Resvg(env.win.mxUtils.getXml(root), {
      background: background ?? undefined,
      font: {
        fontFiles,
        loadSystemFonts: false,
        defaultFontFamily: 'Liberation Sans',
        sansSerifFamily: 'Liberation Sans',
        serifFamily: 'Liberation Serif',
        monospaceFamily: 'Liberation Mono',
      },
      imageRendering: 0,
      shapeRendering: 2,
      textRendering: 1,
    });
    const image = resvg.render();
    const pixels = image.pixels;
    const encoded = isOpaque(pixels) ? encodeOpaquePng(pixels, image.width, image.height) : image.asPng();
    return { png: encoded, width: image.width, height: image.height, pageCount, pageIndex };
  }

  return { svg, png, fallbacks: 0, close: () => env.close() };
}

/**
 * draw.io writes package images as absolute URLs on the page's origin; make them package paths
 * again so they are inlined (and never point at a host).
 * @param {Element} root @param {string} origin
 */
function absoluteToRelative(root, origin) {
  const prefix = `${origin}/`;
  for (const image of Array.from(root.getElementsByTagName('image'))) {
    for (const attr of Array.from(image.attributes)) {
      if ((attr.localName === 'href') && attr.value.startsWith(prefix)) attr.value = attr.value.slice(prefix.length);
    }
  }
}

/** @param {Element} root @param {string} attr */
function size(root, attr) {
  return Math.max(1, Math.round(parseFloat(root.getAttribute(attr) ?? '1')));
}

/**
 * The SVG was drawn at `scale` already; the PNG is its size. Refuse before rasterising when it
 * would be too large, and say which scale would fit.
 * @param {number} width @param {number} height @param {number} scale @param {PngOptions} limits
 */
function checkSize(width, height, scale, limits) {
  if (width * height <= limits.maxPixels && width <= limits.maxSide && height <= limits.maxSide) return;
  const unscaledW = width / scale;
  const unscaledH = height / scale;
  const byArea = Math.sqrt(limits.maxPixels / (unscaledW * unscaledH));
  const bySide = limits.maxSide / Math.max(unscaledW, unscaledH);
  const maxScale = Math.floor(Math.min(byArea, bySide) * 0.98 * 100) / 100;
  throw new TooLargeError(
    `The PNG would be ${width}×${height} px at scale ${scale}, over the limit of ` +
      `${limits.maxPixels.toLocaleString('en')} px (${limits.maxSide} px a side). ` +
      (maxScale >= 0.01 ? `Use scale ${maxScale} or less, or export SVG.` : 'Export SVG instead.'),
    Math.max(0, maxScale), width, height,
  );
}
