import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JS build script
import { missingOptionalEntries } from './complete-lock.mjs';

describe('package-lock.json', () => {
  it('lists every platform binary, so `npm ci` accepts it (run node scripts/complete-lock.mjs after npm install)', () => {
    const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as object;
    expect((missingOptionalEntries(lock) as [string][]).map(([k]) => k)).toEqual([]);
  });

  it('fills in a missing platform binary as optional for its os and cpu only', () => {
    const lock = { packages: { '': {}, 'node_modules/x': { optionalDependencies: { '@x/bin-darwin-arm64': '1.0.0', '@x/bin-linux-x64-gnu': '1.0.0' } }, 'node_modules/@x/bin-linux-x64-gnu': { version: '1.0.0' } } };
    expect(missingOptionalEntries(lock)).toEqual([['node_modules/@x/bin-darwin-arm64', { version: '1.0.0', optional: true, os: ['darwin'], cpu: ['arm64'] }]]);
  });
});
