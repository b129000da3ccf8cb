// Builds the clients a Skyplan server hands out under /clients/ (docs/adr/0010-served-clients.md):
// - the npm package `skyplan-client` (TypeScript SDK + the `skyplan-mcp` MCP server), bundled with
//   esbuild so it installs with no registry, packed with `npm pack`;
// - the Python package `skyplan-client` (sdist and wheel), built by its own stdlib-only backend;
// - index.json: name, version, file, sha256 and size of each, plus the stable `latest` names.
// Runs after build:types (the npm package carries the SDK's type declarations).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist', 'clients');
const files = path.join(out, 'files');
const stage = path.join(out, 'npm', 'package');
const NAME = 'skyplan-client';
const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(files, { recursive: true });
fs.mkdirSync(stage, { recursive: true });

// 1. npm: one bundle per entry, shared chunks split out; nothing to fetch at install time.
await build({
  entryPoints: {
    'sdk/index': path.join(root, 'src/sdk/index.ts'),
    'sdk/node/index': path.join(root, 'src/sdk/node/index.ts'),
    'mcp/cli': path.join(root, 'src/mcp/cli.ts'),
  },
  outdir: stage,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'linked',
  logLevel: 'warning',
  // Bundled CommonJS dependencies may call require(); give ESM chunks one.
  banner: { js: "import { createRequire as __skyplanRequire } from 'node:module'; const require = __skyplanRequire(import.meta.url);" },
});
const cli = path.join(stage, 'mcp', 'cli.js');
fs.writeFileSync(cli, `#!/usr/bin/env node\n${fs.readFileSync(cli, 'utf8').replace(/^#!.*\n/m, '')}`);
fs.chmodSync(cli, 0o755);
fs.cpSync(path.join(root, 'dist', 'types'), path.join(stage, 'types'), { recursive: true });
fs.copyFileSync(path.join(root, 'scripts', 'clients', 'README.npm.md'), path.join(stage, 'README.md'));
fs.writeFileSync(
  path.join(stage, 'package.json'),
  `${JSON.stringify(
    {
      name: NAME,
      version,
      description: 'Skyplan clients: the TypeScript SDK and the skyplan-mcp MCP server, served by your Skyplan server.',
      license: 'MIT',
      type: 'module',
      engines: { node: '>=20' },
      bin: { 'skyplan-mcp': 'mcp/cli.js' },
      exports: {
        './sdk': { types: './types/sdk/index.d.ts', import: './sdk/index.js' },
        './sdk/node': { types: './types/sdk/node/index.d.ts', import: './sdk/node/index.js' },
      },
      // Types only: the declarations name zod's types; the code carries its own copy.
      peerDependencies: { zod: '^4' },
      peerDependenciesMeta: { zod: { optional: true } },
    },
    null,
    2,
  )}\n`,
);
const packed = spawnSync('npm', ['pack', '--json', '--pack-destination', files], { cwd: stage, encoding: 'utf8' });
if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
const npmFile = JSON.parse(packed.stdout)[0].filename;

// 2. Python: the package's own PEP 517 backend, run by python3 (absent: no Python clients).
const python = process.env.PYTHON ?? 'python3';
const py = spawnSync(
  python,
  ['-c', 'import sys, skyplan_build as b; print(b.build_sdist(sys.argv[1])); print(b.build_wheel(sys.argv[1]))', files],
  { cwd: path.join(root, 'python', '_build'), encoding: 'utf8', env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' } },
);
const pyFiles = py.status === 0 ? py.stdout.trim().split('\n') : [];
if (py.status !== 0) console.warn(`clients: no Python packages (${python}: ${py.error?.message ?? py.stderr.trim().split('\n').pop()})`);
const pyVersion = /^version\s*=\s*"([^"]+)"/m.exec(fs.readFileSync(path.join(root, 'python', 'pyproject.toml'), 'utf8'))?.[1];

// 3. The stable names and the index.
const entry = (file, kind, pkgVersion, latest) => {
  const bytes = fs.readFileSync(path.join(files, file));
  if (latest) fs.writeFileSync(path.join(files, latest), bytes);
  return { kind, name: NAME, version: pkgVersion, file, latest: latest ?? null, sha256: crypto.createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
};
const clients = [
  entry(npmFile, 'npm', version, 'skyplan-latest.tgz'),
  ...pyFiles.map((f) => entry(f, f.endsWith('.whl') ? 'python-wheel' : 'python-sdist', pyVersion, f.endsWith('.tar.gz') ? 'skyplan-latest.tar.gz' : undefined)),
];
fs.writeFileSync(path.join(out, 'index.json'), `${JSON.stringify({ version, clients }, null, 2)}\n`);
fs.rmSync(path.join(out, 'npm'), { recursive: true, force: true });
console.log(`clients: ${clients.map((c) => `${c.file} (${Math.round(c.size / 1024)} KB)`).join(', ')} → dist/clients`);
