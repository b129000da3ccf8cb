/**
 * Re-layout benchmark: every corpus file, every public prompt's generated diagram, and each of
 * those after 3 scripted edits (two components added by incremental placement, one line removed).
 * For each input: `relayout` (as the re-layout job runs it: a fresh layout and local repairs,
 * kept only when no layout metric gets worse). Prints how many results are worse than their input
 * (must be 0), how many inputs with a problem (overlaps, lines through shapes or labels...)
 * improved, and the median and p95 time.
 * `npx tsx bench/relayout.bench.ts`
 */
import fs from 'node:fs';
import { parse, patchGeometry } from '../src/engine/drawio/index.js';
import { compareLayouts, layoutMetrics, layoutModel, placeNew, relayout } from '../src/engine/layout/index.js';
import { apply, type ArchitectureModel, type Geometry } from '../src/engine/model/index.js';
import { planDiagram } from '../src/engine/planner/index.js';
import { corpusFiles, CORPUS_FILES_DIR, PUBLIC_PROMPTS_PATH } from '../src/testing/shared-data.js';

/** `xml`: the file a corpus input came from; its result is also checked as the job sees it, written back and read again. */
interface Input { name: string; model: ArchitectureModel; geometry: Geometry; xml?: string }

const PROBLEMS = ['nodeOverlaps', 'edgesThroughNodes', 'labelCollisions', 'edgesThroughLabels', 'edgesThroughTitles', 'edgeOverlaps'] as const;

function quantile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? 0;
}

/** Three edits a person makes: a cache and a queue next to the first component, one line taken out. */
function edited(input: Input): Input | undefined {
  const anchor = input.model.nodes.find((n) => n.service !== null) ?? input.model.nodes[0];
  if (!anchor) return undefined;
  const last = input.model.edges.at(-1);
  const result = apply(input.model, [
    { op: 'add_node', id: 'bench_cache', service: 'general.cache', label: 'Bench cache', parent: anchor.parent },
    { op: 'connect', id: 'bench_cache_edge', source: anchor.id, target: 'bench_cache' },
    { op: 'add_node', id: 'bench_queue', service: 'general.queue', label: 'Bench queue', parent: anchor.parent },
    { op: 'connect', id: 'bench_queue_edge', source: anchor.id, target: 'bench_queue' },
    ...(last ? [{ op: 'disconnect' as const, id: last.id }] : []),
  ]);
  if (!result.ok) return undefined;
  return { name: `${input.name} + 3 edits`, model: result.model, geometry: placeNew(result.model, input.geometry, ['bench_cache', 'bench_cache_edge', 'bench_queue', 'bench_queue_edge']) };
}

async function inputs(): Promise<Input[]> {
  const out: Input[] = [];
  for (const file of corpusFiles()) {
    const xml = fs.readFileSync(`${CORPUS_FILES_DIR}/${file}`, 'utf8');
    const { model, geometry } = parse(xml);
    out.push({ name: file, model, geometry, xml });
  }
  const prompts = JSON.parse(fs.readFileSync(PUBLIC_PROMPTS_PATH, 'utf8')) as Array<{ prompt: string; cloud_provider: never; diagram_type: never }>;
  for (const [i, p] of prompts.entries()) {
    try {
      const { model } = planDiagram(p.prompt, { provider: p.cloud_provider, diagramType: p.diagram_type });
      out.push({ name: `public prompt ${i + 1}`, model, geometry: await layoutModel(model) });
    } catch {
      // the built-in planner cannot draw this prompt yet
    }
  }
  return [...out, ...out.map(edited).filter((x): x is Input => x !== undefined)];
}

async function main(): Promise<void> {
  const all = await inputs();
  const times: number[] = [];
  let worse = 0;
  let withProblem = 0;
  let improved = 0;
  let kept = 0;
  let dirtyOut = 0;
  let worseInFile = 0;
  for (const input of all) {
    const t = performance.now();
    const result = await relayout(input.model, input.geometry);
    times.push(performance.now() - t);
    const chosen = result.geometry;
    const next = result.changed ? chosen : undefined;
    if (!result.changed) kept++;
    const before = layoutMetrics(input.model, input.geometry);
    const after = layoutMetrics(input.model, chosen);
    if (compareLayouts(input.model, input.geometry, chosen).worse.length > 0) worse++;
    if (input.xml && result.changed && compareLayouts(input.model, input.geometry, parse(patchGeometry(input.xml, chosen)).geometry).worse.length > 0) worseInFile++;
    const problem = PROBLEMS.some((k) => before[k] > 0);
    if (problem) {
      withProblem++;
      if (chosen === next && PROBLEMS.some((k) => after[k] < before[k])) improved++;
    }
    if (chosen === next && (after.nodeOverlaps > 0 || after.edgesThroughNodes > 0)) dirtyOut++;
    if (process.env.BENCH_VERBOSE) console.log(`${input.name.padEnd(48)} ${chosen === next ? 'new ' : 'kept'} ${Math.round(times.at(-1)!)} ms ${result.comparison.summary} [${[...new Set(result.steps)].join('; ')}]`);
  }
  const pct = withProblem === 0 ? 100 : Math.round((improved / withProblem) * 100);
  console.log(`re-layout: ${all.length} inputs, ${worse} worse than their input, ${kept} kept as they were`);
  console.log(`corpus files written back and read again: ${worseInFile} worse than their input`);
  console.log(`inputs with a problem: ${withProblem}, improved: ${improved} (${pct} %; target ≥ 80 %)`);
  console.log(`new layouts with overlaps or lines through shapes: ${dirtyOut}`);
  console.log(`time per re-layout (layout, repairs, comparison): median ${Math.round(quantile(times, 0.5))} ms, p95 ${Math.round(quantile(times, 0.95))} ms`);
}

await main();
