// Worker-thread entry of the compute pool. From source (tsx, vitest) the task module is
// TypeScript, so the tsx loader is registered first; from the build (dist/) it is plain JS.
import { setPriority } from 'node:os';
import process from 'node:process';
import { parentPort, workerData } from 'node:worker_threads';

// The worker yields the CPU to request handling: on Linux the nice value belongs to the thread,
// so this lowers only this worker, never the event loop (elsewhere it would lower the process).
if (workerData.nice > 0 && process.platform === 'linux') {
  try {
    setPriority(0, workerData.nice);
  } catch {
    // not permitted here: the worker runs at the normal priority
  }
}

const target = workerData.module;
if (target.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
const { tasks, warm } = await import(target);
// Build what the first task would otherwise build inside its budget; a failed warm-up only means
// the first task pays for it.
await Promise.resolve(warm?.()).catch(() => undefined);

parentPort.on('message', async (message) => {
  const { id, task, payload } = message;
  try {
    const run = tasks[task];
    if (!run) throw new Error(`Unknown compute task ${task}`);
    const result = await run(payload);
    parentPort.postMessage({ id, ok: true, result });
  } catch (err) {
    parentPort.postMessage({ id, ok: false, error: { name: err?.name ?? 'Error', message: err?.message ?? String(err) } });
  }
});
parentPort.postMessage({ ready: true });
