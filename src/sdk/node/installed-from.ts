import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_PACKAGES, serverOrigin } from '../../shared/contract/clients.js';

const SERVED = /^(https?:\/\/.+)\/clients\/[^/]+\.tgz$/;

/**
 * The API base of the Skyplan server this client was installed from, or null. The clients are
 * served by Skyplan itself (`npm install <server>/clients/skyplan-latest.tgz`, or npx with that
 * URL); npm records the tarball's URL in the hidden lockfile of the node_modules folder the package
 * sits in, so a client run from there talks to its own server without being told where it is.
 */
export function installedFromBase(from: string = path.dirname(fileURLToPath(import.meta.url))): string | null {
  let dir = from;
  for (;;) {
    const up = path.dirname(dir);
    if (up === dir) return null;
    if (path.basename(up) === 'node_modules') {
      try {
        const lock = JSON.parse(fs.readFileSync(path.join(up, '.package-lock.json'), 'utf8')) as { packages?: Record<string, { resolved?: string }> };
        const resolved = lock.packages?.[`node_modules/${CLIENT_PACKAGES.npm}`]?.resolved;
        const m = resolved ? SERVED.exec(resolved) : null;
        return m ? `${serverOrigin(m[1]!)}/api/v2` : null;
      } catch {
        return null;
      }
    }
    dir = up;
  }
}
