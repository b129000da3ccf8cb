// Runs the Python SDK's unittest suite (python/tests) with the system python3.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tests = path.join(root, 'python', 'tests');
if (!fs.existsSync(tests)) {
  console.log('python: no Python SDK tests in this tree (python/tests is absent).');
  process.exit(0);
}
const r = spawnSync('python3', ['-m', 'unittest', 'discover', '-s', 'tests', '-t', '.', '-v'], {
  cwd: path.join(root, 'python'),
  stdio: 'inherit',
  env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
});
process.exit(r.status ?? 1);
