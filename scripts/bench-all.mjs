// `npm run bench`: every benchmark in one go (each prints its own ratios and medians).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const benches = Object.keys(pkg.scripts).filter((s) => s.startsWith('bench:'));
let failed = 0;
for (const name of benches) {
  const file = pkg.scripts[name].split(' ').pop();
  if (!fs.existsSync(path.join(root, file))) {
    console.log(`\n== ${name}: skipped (${file} does not exist yet)`);
    continue;
  }
  console.log(`\n== ${name}`);
  const r = spawnSync('npm', ['run', '--silent', name], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
