import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** One diagram to compare with draw.io's own export (its first page). */
export interface FidelityCase {
  name: string;
  xml: string;
}

/** The shared corpus of real draw.io files (shared/corpus/files beside the repository). */
export function corpusCases(dir = findCorpus()): FidelityCase[] {
  if (dir === null) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.drawio'))
    .sort()
    .map((f) => ({ name: f, xml: readFileSync(join(dir, f), 'utf8') }));
}

/**
 * HOOK for the public benchmark diagrams (those generated for shared/bench/prompts.public.json):
 * pass the generated XML documents here and add the result to the fidelity run, e.g.
 * `[...corpusCases(), ...benchmarkDiagramCases(generated)]`. Generation does not exist yet.
 */
export function benchmarkDiagramCases(xmlDocuments: readonly string[], prefix = 'public-benchmark'): FidelityCase[] {
  return xmlDocuments.map((xml, i) => ({ name: `${prefix}-${String(i + 1).padStart(3, '0')}`, xml }));
}

/** Where the generated public benchmark diagrams are read from when they exist (one .drawio each). */
export function generatedBenchmarkDiagrams(dir = resolve(process.cwd(), 'bench', 'out', 'public-diagrams')): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.drawio'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

function findCorpus(): string | null {
  const candidates = [
    process.env.SKYPLAN_CORPUS_DIR,
    resolve(process.cwd(), '..', 'shared', 'corpus', 'files'),
    resolve(process.cwd(), 'shared', 'corpus', 'files'),
  ];
  return candidates.find((c): c is string => c !== undefined && existsSync(c)) ?? null;
}
