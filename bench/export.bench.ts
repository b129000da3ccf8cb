/**
 * Export benchmark: warm median time of SVG and PNG export for 20-, 100- and 500-node
 * architecture diagrams through Skyplan's renderer (worker pool, draw.io on light nodes), and the same
 * diagrams through draw.io's own export page in headless Chromium in the same run, the two
 * timed in alternating blocks so that both meet the same machine load (see compare()).
 * Run: npm run bench:export   (prints a table; not a test, nothing asserted)
 */
import { openDrawioReference, type DrawioReference } from '../src/server/render/testing/fidelity/drawio-reference.js';
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

const ROUNDS = 3;

/** One warm-up run, then `count` timed runs in a row. */
async function block(task: () => Promise<unknown>, count: number, into: number[]): Promise<void> {
  await task();
  for (let i = 0; i < count; i++) into.push(await time(task));
}

/**
 * Warm medians of Skyplan and the Chromium reference, measured in blocks that take turns
 * (ROUNDS rounds of: a Skyplan block, a Chromium block), so that both meet the same load on a
 * shared machine while each runs warm: every block starts with an untimed run (a process that
 * just waited for the other has lost its caches), and Skyplan's blocks start once Chromium has
 * painted what it drew.
 */
async function compare(runs: number, ours: () => Promise<unknown>, chrome: () => Promise<unknown>, reference: DrawioReference): Promise<Timings> {
  const perBlock = Math.ceil(runs / ROUNDS);
  const t: Timings = { ours: [], chrome: [] };
  for (let r = 0; r < ROUNDS; r++) {
    await reference.settle();
    await block(ours, perBlock, t.ours);
    await block(chrome, perBlock, t.chrome);
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
      const svg = await compare(runs, () => renderer.renderSvg(xml), () => reference.svg(xml), reference);
      const png = await compare(runs, () => renderer.renderPng(xml), () => reference.png(xml), reference);
      rows.push(`${String(n).padStart(5)}  ${row(svg)}  ${row(png)}`);
      console.error(`done: ${n} nodes`);
    }
  } finally {
    await renderer.close();
    await reference.close();
  }
  console.log('Export benchmark (median ms, warm, Skyplan and Chromium in alternating blocks; ratio = Chromium time / Skyplan time)');
  console.log('nodes   svg(ms)  chrome(ms)   ratio   png(ms)  chrome(ms)   ratio');
  for (const line of rows) console.log(line);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
