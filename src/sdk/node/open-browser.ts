import { spawn } from 'node:child_process';

/** Opens a URL for the person (a browser, or whatever the caller prefers). */
export type Opener = (url: string) => void | Promise<void>;

/**
 * The system's opener: `open` (macOS), `start` (Windows), `xdg-open` (elsewhere). It never
 * throws: on a machine without one (a server over SSH) the printed URL is the way.
 */
export const openBrowser: Opener = (url) => {
  const [command, args] =
    process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '""', url]] : ['xdg-open', [url]];
  try {
    const child = spawn(command, args as string[], { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // no opener here
  }
};
