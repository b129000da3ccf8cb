import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DiagramType, Provider } from '../../../../shared/contract/values.js';
import { compile } from '../../../../engine/drawio/index.js';
import { layoutModel } from '../../../../engine/layout/index.js';
import { planDiagram } from '../../../../engine/planner/index.js';
import { CORPUS_FILES_DIR, PUBLIC_PROMPTS_PATH } from '../../../../testing/shared-data.js';

/** One diagram to compare with draw.io's own export (its first page). */
export interface FidelityCase {
  name: string;
  xml: string;
}

/** The shared corpus of real draw.io files (see src/testing/shared-data.ts for where it is found). */
export function corpusCases(dir = CORPUS_FILES_DIR): FidelityCase[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.drawio'))
    .sort()
    .map((f) => ({ name: f, xml: readFileSync(join(dir, f), 'utf8') }));
}

/**
 * The public benchmark diagrams: every prompt of the shared benchmark, generated the way the
 * server generates it (built-in planner → layout → compile).
 */
export async function publicBenchmarkCases(): Promise<FidelityCase[]> {
  const prompts = JSON.parse(readFileSync(PUBLIC_PROMPTS_PATH, 'utf8')) as Array<{ prompt: string; cloud_provider: Provider; diagram_type: string }>;
  const out: FidelityCase[] = [];
  for (const [i, p] of prompts.entries()) {
    const { model } = planDiagram(p.prompt, { provider: p.cloud_provider, diagramType: p.diagram_type as DiagramType });
    out.push({ name: `public-${String(i + 1).padStart(2, '0')}-${p.cloud_provider}-${p.diagram_type}`, xml: compile(model, await layoutModel(model)) });
  }
  return out;
}
