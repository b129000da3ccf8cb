import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the shared test data lives (corpus of real draw.io files, public benchmark prompts, review
 * rules): `SKYPLAN_SHARED_DIR`, else `../shared` beside the repository, else the copy in
 * `test-data/shared` (so a clone anywhere runs the whole suite).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function resolveSharedDir(): string {
  const candidates = [process.env.SKYPLAN_SHARED_DIR, path.join(repoRoot, '..', 'shared'), path.join(repoRoot, 'test-data', 'shared')];
  const found = candidates.find((dir): dir is string => !!dir && fs.existsSync(path.join(dir, 'corpus', 'files')));
  if (!found) throw new Error(`No shared test data found; looked in ${candidates.filter(Boolean).join(', ')}`);
  return found;
}

export const SHARED_DIR = resolveSharedDir();
/** The real-world draw.io files (see corpus/README.md for sources and licences). */
export const CORPUS_DIR = path.join(SHARED_DIR, 'corpus');
export const CORPUS_FILES_DIR = path.join(CORPUS_DIR, 'files');
export const PUBLIC_PROMPTS_PATH = path.join(SHARED_DIR, 'bench', 'prompts.public.json');
export const REVIEW_RULES_PATH = path.join(SHARED_DIR, 'catalog', 'review-rules.json');

/** Names of the corpus files, sorted. */
export function corpusFiles(): string[] {
  return fs.readdirSync(CORPUS_FILES_DIR).filter((f) => f.endsWith('.drawio')).sort();
}
