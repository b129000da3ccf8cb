// Builds the Node side (server, engine, shared contract, MCP, SDK) into dist/ file by file with
// esbuild: the same folder layout as src/, so relative URLs (worker threads, SQL migrations)
// resolve the same way from source and from the build. Non-TypeScript assets are copied.
// Then prepares the draw.io subset (dist/drawio).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const layers = ['server', 'engine', 'shared', 'mcp', 'sdk'];
const isTest = (f) => /\.(test|spec)\.tsx?$/.test(f) || f.includes(`${path.sep}fixtures${path.sep}`);

function walk(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

const files = layers.flatMap((layer) => walk(path.join(root, 'src', layer))).filter((f) => !isTest(f));
const entryPoints = files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
const assets = files.filter((f) => !f.endsWith('.ts') && !f.endsWith('.tsx') && !f.endsWith('.md'));

await build({
  entryPoints,
  outdir: path.join(root, 'dist'),
  outbase: path.join(root, 'src'),
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
});
for (const file of assets) {
  const target = path.join(root, 'dist', path.relative(path.join(root, 'src'), file));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(file, target);
}
fs.writeFileSync(path.join(root, 'dist', '.build-stamp'), new Date().toISOString());
console.log(`server: ${entryPoints.length} modules, ${assets.length} assets → dist/`);
await import('./build-drawio.mjs');
