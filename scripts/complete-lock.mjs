// Completes package-lock.json with the platform packages the npm mirror here does not serve.
//
// Packages such as @tailwindcss/oxide list one native binary per platform as optionalDependencies.
// When the registry cannot give npm the metadata of the other platforms' binaries, npm leaves them
// out of the lock, and `npm ci` then refuses the lock as "out of sync". This adds the missing
// entries, marked optional and limited to their os/cpu (read from the package name), so `npm ci`
// skips them on this platform and fetches them by version on the others.
// Run it after `npm install` changes the lock: `node scripts/complete-lock.mjs` (a test checks it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OSES = ['android', 'darwin', 'freebsd', 'win32', 'openharmony', 'linux', 'sunos', 'aix'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];

/** The lock entries missing for optional dependencies, as [key, entry] pairs. */
export function missingOptionalEntries(lock) {
  const packages = lock.packages ?? {};
  const out = [];
  for (const [where, entry] of Object.entries(packages)) {
    for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const top = `node_modules/${dep}`;
      const nested = where ? `${where}/node_modules/${dep}` : top;
      if (packages[top] || packages[nested] || out.some(([k]) => k === top)) continue;
      const os = OSES.find((o) => dep.includes(`-${o}-`) || dep.endsWith(`-${o}`));
      const cpu = CPUS.find((c) => new RegExp(`-${c}(-|$)`).test(dep));
      if (!os && !cpu) continue; // not a platform binary: a genuinely missing dependency
      out.push([top, { version, optional: true, ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) }]);
    }
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
  const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
  const missing = missingOptionalEntries(lock);
  for (const [key, entry] of missing) lock.packages[key] = entry;
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: ${missing.length} platform entr${missing.length === 1 ? 'y' : 'ies'} added`);
}
