/**
 * Layout benchmark: median time of a full layout (and of one incremental placement) for
 * synthetic estates of about 20, 100 and 500 nodes, with the layout's quality metrics.
 * Targets on the reference 2-core machine: 100 nodes ≤ 1 s, 500 nodes ≤ 6 s. `npm run bench:layout`
 */
import { layoutMetrics, layoutModel, placeNew } from '../src/engine/layout/index.js';
import type { ArchitectureModel } from '../src/engine/model/index.js';
import { syntheticCloud } from './fixtures/synthetic-cloud.js';

const SIZES = [
  { target: 20, runs: 7, budgetMs: undefined },
  { target: 100, runs: 5, budgetMs: 1000 },
  { target: 500, runs: 3, budgetMs: 6000 },
] as const;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function withNewNode(model: ArchitectureModel): { model: ArchitectureModel; ids: string[] } {
  const parent = model.groups.find((g) => g.kind === 'subnet' && g.props['tier'] === 'app')!.id;
  const from = model.nodes.find((n) => n.service === 'aws.alb')!.id;
  return {
    model: {
      ...model,
      nodes: [...model.nodes, { id: 'bench_new', service: 'aws.ec2', label: 'New server', parent, props: {} }],
      edges: [...model.edges, { id: 'bench_new_edge', source: from, target: 'bench_new', label: '', props: {} }],
    },
    ids: ['bench_new', 'bench_new_edge'],
  };
}

async function main(): Promise<void> {
  await layoutModel(syntheticCloud(20)); // warm up ELK and the JIT
  const rows: string[] = [];
  for (const { target, runs, budgetMs } of SIZES) {
    const model = syntheticCloud(target);
    const times: number[] = [];
    let geometry = await layoutModel(model);
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      geometry = await layoutModel(model);
      times.push(performance.now() - t);
    }
    const m = layoutMetrics(model, geometry);
    const added = withNewNode(model);
    const placeTimes: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      placeNew(added.model, geometry, added.ids);
      placeTimes.push(performance.now() - t);
    }
    const med = median(times);
    const verdict = budgetMs === undefined ? '' : med <= budgetMs ? `ok (≤ ${budgetMs} ms)` : `OVER BUDGET (${budgetMs} ms)`;
    rows.push(
      [
        `${model.nodes.length} nodes`.padEnd(10),
        `${model.groups.length} groups`.padEnd(11),
        `${model.edges.length} edges`.padEnd(10),
        `layout median ${med.toFixed(0).padStart(5)} ms`,
        `placeNew median ${median(placeTimes).toFixed(0).padStart(4)} ms`,
        `overlaps ${m.nodeOverlaps}, edges through nodes ${m.edgesThroughNodes}, label collisions ${m.labelCollisions}, crossings ${m.edgeCrossings}, bends ${m.bends}, ${m.width}×${m.height}`,
        verdict,
      ].join('  '),
    );
    console.log(rows[rows.length - 1]);
  }
}

await main();
