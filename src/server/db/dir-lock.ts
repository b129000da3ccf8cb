import fs from 'node:fs';
import path from 'node:path';

/**
 * One process at a time may open an embedded (PGlite) database directory: two would each keep
 * their own copy in memory and overwrite each other's files. The owner writes `owner.json`
 * (created exclusively); a lock left by a process that is gone is taken over.
 */
export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dir} is in use by another Skyplan process (pid ${pid}). ` +
        `If no Skyplan process is running, delete ${path.join(dir, 'owner.json')} and try again.`,
    );
  }
}

export interface DirLock {
  release(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dir: string): DirLock {
  // The database and its files are the server user's only.
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  const file = path.join(dir, 'owner.json');
  const mine = JSON.stringify({ pid: process.pid, since: new Date().toISOString() });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
      return {
        release() {
          try {
            if (fs.readFileSync(file, 'utf8') === mine) fs.unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let owner = 0;
      try {
        owner = Number((JSON.parse(fs.readFileSync(file, 'utf8')) as { pid?: number }).pid) || 0;
      } catch {
        // unreadable: treat as stale
      }
      if (owner && (owner === process.pid || alive(owner))) throw new DataDirBusyError(dir, owner);
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirBusyError(dir, 0);
}
