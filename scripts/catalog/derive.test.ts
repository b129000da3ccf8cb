import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveCatalogFiles } from './derive.js';

/** The derived catalog is committed data (the engine never reads node_modules): it must match what the sidebars give today. */
describe('catalog derived from draw.io sidebars', () => {
  const { files, counts } = deriveCatalogFiles();

  it('is up to date with the shipped draw.io (else: npx tsx scripts/derive-catalog.ts)', () => {
    for (const [path, text] of files) expect(readFileSync(path, 'utf8'), path).toBe(text);
  });

  it('derives service shapes from every cloud sidebar', () => {
    expect(counts.aws).toBeGreaterThan(100);
    expect(counts.azure).toBeGreaterThan(80);
    expect(counts.gcp).toBeGreaterThan(15);
    // Every Kubernetes sidebar icon is already a hand-written entry or an inference alias.
    expect(counts.kubernetes).toBe(0);
  });
});
