// `npm start`: builds what is missing or out of date, then runs the server (one Node process).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

function newestMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  if (fs.statSync(dir).isFile()) return fs.statSync(dir).mtimeMs;
  let newest = 0;
  const stack = [dir];
  while (stack.length) {
    const d = stack.pop();
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) stack.push(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  }
  return newest;
}
function stale(output, inputs) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return inputs.some((p) => newestMtime(path.join(root, p)) > built);
}
// Always a production build, whatever NODE_ENV the server itself runs with (the e2e server runs
// with NODE_ENV=test, and must be tested on what people get: React's production build).
function run(script) {
  const r = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (stale(path.join(dist, 'app', 'index.html'), ['src/app', 'src/sdk', 'src/shared', 'index.html', 'public'])) {
  console.log('Building the web app…');
  run('build:app');
}
if (stale(path.join(dist, '.build-stamp'), ['src/server', 'src/engine', 'src/shared', 'src/sdk', 'src/mcp', 'python/skyplan', 'python/_build', 'python/pyproject.toml', 'scripts/build-clients.mjs']) || !fs.existsSync(path.join(dist, 'drawio', 'index.html')) || !fs.existsSync(path.join(dist, 'clients', 'index.json'))) {
  console.log('Building the server…');
  run('build:server');
}
await import(pathToFileURL(path.join(dist, 'server', 'main.js')).href);
