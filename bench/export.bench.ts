/**
 * Export benchmark: warm median time of SVG and PNG export for 20-, 100- and 500-node
 * architecture diagrams through Skyplan's renderer (worker pool, draw.io on light nodes), and the same
 * diagrams through draw.io's own export page in headless Chromium in the same run, the two
 * timed in alternation (each run after a short pause) so that both meet the same machine load.
 * Run: npm run bench:export   (prints a table; not a test, nothing asserted)
 */
import { openDrawioReference } from '../src/server/render/fidelity/drawio-reference.js';
import { createRenderer } from '../src/server/render/index.js';
import { architectureDiagram } from './export/diagrams.js';

const SIZES = [20, 100, 500];
const RUNS: Record<number, number> = { 20: 15, 100: 11, 500: 5 };

interface Timings {
  ours: number[];
  chrome: number[];
}

async function time(task: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await task();
  return performance.now() - t0;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

// Chromium keeps working after an export returns (it lays out and paints the page it drew
// on); each timed run starts once the machine has settled, so neither side pays for the other.
const SETTLE_MS = 150;
const settle = () => new Promise((r) => setTimeout(r, SETTLE_MS));

/**
 * Times Skyplan and the Chromium reference in alternation, so both meet the same load on a
 * shared machine; each is warmed on the diagram first (stencils, caches, JIT).
 */
async function compare(runs: number, ours: () => Promise<unknown>, chrome: () => Promise<unknown>): Promise<Timings> {
  await ours();
  await chrome();
  const t: Timings = { ours: [], chrome: [] };
  for (let i = 0; i < runs; i++) {
    await settle();
    t.ours.push(await time(ours));
    await settle();
    t.chrome.push(await time(chrome));
  }
  return t;
}

function row(t: Timings): string {
  const ours = median(t.ours);
  const chrome = median(t.chrome);
  return `${ours.toFixed(0).padStart(8)}  ${chrome.toFixed(0).padStart(10)}  ${(chrome / ours).toFixed(2).padStart(6)}x`;
}

async function main(): Promise<void> {
  const renderer = createRenderer({ workers: 1 });
  const reference = await openDrawioReference();
  const rows: string[] = [];
  try {
    await renderer.warm();
    for (const n of SIZES) {
      const xml = architectureDiagram(n);
      const runs = RUNS[n] ?? 3;
      const svg = await compare(runs, () => renderer.renderSvg(xml), () => reference.svg(xml));
      const png = await compare(runs, () => renderer.renderPng(xml), () => reference.png(xml));
      rows.push(`${String(n).padStart(5)}  ${row(svg)}  ${row(png)}`);
      console.error(`done: ${n} nodes`);
    }
  } finally {
    await renderer.close();
    await reference.close();
  }
  console.log('Export benchmark (median ms, warm, Skyplan and Chromium timed in alternation; ratio = Chromium time / Skyplan time)');
  console.log('nodes   svg(ms)  chrome(ms)   ratio   png(ms)  chrome(ms)   ratio');
  for (const line of rows) console.log(line);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
