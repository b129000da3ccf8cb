/**
 * Regenerates src/engine/catalog/derived/*.ts from draw.io's sidebar shape libraries
 * (see scripts/catalog/derive.ts). `--check` exits 1 when the committed files are stale.
 *
 *   npx tsx scripts/derive-catalog.ts [--check]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { deriveCatalogFiles } from './catalog/derive.js';

const check = process.argv.includes('--check');
const { files, counts } = deriveCatalogFiles();
let stale = false;
for (const [path, text] of files) {
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    current = '';
  }
  if (!check) writeFileSync(path, text);
  else if (current !== text) {
    stale = true;
    console.error(`${path} is stale: run npx tsx scripts/derive-catalog.ts`);
  }
}
if (!check) for (const [provider, count] of Object.entries(counts)) console.log(`${provider}: ${count} derived entries`);
if (stale) process.exit(1);
