import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found from this file whether it runs from source (src/server) or from the
 * bundle (dist/server): the nearest ancestor holding package.json.
 */
export function repoRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`No package.json above ${from}`);
    dir = up;
  }
  return dir;
}

export const distDir = (root = repoRoot()) => path.join(root, 'dist');
