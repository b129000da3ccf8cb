/**
 * Renders what Skyplan really generates, to judge it by eye: every public benchmark prompt and every
 * prompt of bench/prompts/own.json is planned by the built-in planner, laid out, compiled and drawn
 * by draw.io itself (its viewer in headless Chromium, see render-layout.ts). Writes `<set>-NN.png`
 * and `.drawio` files plus `index.txt` (prompt and layout metrics per file).
 *
 *   npx tsx bench/render-generated.ts [--out dir] [--set public|own] [--only 3,7,12]
 *
 * Node only; not part of the engine. Default output: test-results/generated-png.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '../src/engine/drawio/index.js';
import { layoutMetrics, layoutModel } from '../src/engine/layout/index.js';
import { planDiagram } from '../src/engine/planner/index.js';
import { PUBLIC_PROMPTS_PATH } from '../src/testing/shared-data.js';
import type { DiagramType, Provider } from '../src/shared/contract/values.js';
import { renderPngs } from './render-layout.js';

interface Entry {
  prompt: string;
  cloud_provider: Provider;
  diagram_type?: string;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SETS: Record<string, string> = {
  public: PUBLIC_PROMPTS_PATH,
  own: join(root, 'bench', 'prompts', 'own.json'),
};

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outDir = resolve(option(args, '--out') ?? join(root, 'test-results', 'generated-png'));
  const only = option(args, '--only')?.split(',').map(Number);
  const sets = option(args, '--set') ? [option(args, '--set')!] : Object.keys(SETS);
  mkdirSync(outDir, { recursive: true });
  const items: { name: string; xml: string }[] = [];
  const index: string[] = [];
  for (const set of sets) {
    const file = SETS[set];
    if (!file) throw new Error(`Unknown set "${set}": use ${Object.keys(SETS).join(' or ')}`);
    const entries = JSON.parse(readFileSync(file, 'utf8')) as Entry[];
    for (const [i, entry] of entries.entries()) {
      const n = i + 1;
      if (only && !only.includes(n)) continue;
      const name = `${set}-${String(n).padStart(2, '0')}`;
      try {
        const plan = planDiagram(entry.prompt, { provider: entry.cloud_provider, diagramType: (entry.diagram_type ?? 'auto') as DiagramType });
        const geometry = await layoutModel(plan.model);
        const m = layoutMetrics(plan.model, geometry);
        const xml = compile(plan.model, geometry);
        writeFileSync(join(outDir, name + '.drawio'), xml);
        items.push({ name, xml });
        index.push(`${name} [${plan.diagramType}, ${entry.cloud_provider}] ${entry.prompt}\n    overlaps ${m.nodeOverlaps}, through ${m.edgesThroughNodes}, crossings ${m.edgeCrossings}, bends ${m.bends}, labels ${m.labelCollisions}, ${Math.round(m.width)}×${Math.round(m.height)}`);
      } catch (error) {
        index.push(`${name} FAILED: ${(error as Error).message}\n    ${entry.prompt}`);
      }
    }
  }
  writeFileSync(join(outDir, 'index.txt'), index.join('\n') + '\n');
  await renderPngs(items, outDir);
  console.log(`${items.length} diagrams drawn into ${outDir} (see index.txt)`);
}

await main();
