/**
 * Export benchmark: warm median time of SVG and PNG export for 20-, 100- and 500-node
 * architecture diagrams through Skyplan's renderer (worker pool, jsdom + draw.io), and the same
 * diagrams through draw.io's own export page in headless Chromium in the same run.
 * Run: npm run bench:export   (prints a table; not a test, nothing asserted)
 */
import { openDrawioReference } from '../src/server/render/fidelity/drawio-reference.js';
import { createRenderer } from '../src/server/render/index.js';
import { architectureDiagram } from './export/diagrams.js';

const SIZES = [20, 100, 500];
const RUNS: Record<number, number> = { 20: 9, 100: 7, 500: 3 };

async function median(runs: number, task: () => Promise<unknown>): Promise<number> {
  await task(); // warm this diagram once (stencils, caches) before timing
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await task();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
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
      const svg = await median(runs, () => renderer.renderSvg(xml));
      const png = await median(runs, () => renderer.renderPng(xml));
      const refSvg = await median(runs, () => reference.svg(xml));
      const refPng = await median(runs, () => reference.png(xml));
      rows.push(
        `${String(n).padStart(5)}  ${svg.toFixed(0).padStart(8)}  ${refSvg.toFixed(0).padStart(8)}  ${(refSvg / svg).toFixed(2).padStart(6)}x` +
          `  ${png.toFixed(0).padStart(8)}  ${refPng.toFixed(0).padStart(8)}  ${(refPng / png).toFixed(2).padStart(6)}x`,
      );
      console.error(`done: ${n} nodes`);
    }
  } finally {
    await renderer.close();
    await reference.close();
  }
  console.log('Export benchmark (median ms, warm; ratio = Chromium reference time / Skyplan time)');
  console.log('nodes   svg(ms)  chrome(ms)  ratio   png(ms)  chrome(ms)  ratio');
  for (const row of rows) console.log(row);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
