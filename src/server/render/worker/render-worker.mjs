// Worker-thread entry. Plain JavaScript on purpose: it runs unchanged from the source tree
// (vitest, tsx) and from dist/ (copied as an asset), with no transpiler in the worker.
// Protocol: the pool posts { id, kind: 'svg' | 'png' | 'warm', xml, options }; the worker
// answers { id, ok: true, result } or { id, ok: false, error: { name, message, code?, maxScale? } }.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createEngine, InputError, TooLargeError } from './engine.mjs';

if (parentPort === null) throw new Error('render-worker.mjs must run in a worker thread');
// The worker yields the CPU to request handling: on Linux the nice value belongs to the thread,
// so this lowers only this worker, never the event loop (elsewhere it would lower the process).
if (workerData.nice > 0 && process.platform === 'linux') {
  try {
    setPriority(0, workerData.nice);
  } catch {
    // not permitted here: the worker runs at the normal priority
  }
}
const port = parentPort;

/** @type {ReturnType<typeof createEngine> | null} */
let engine = null;
const getEngine = () => (engine ??= createEngine({ drawioDir: workerData.drawioDir, fontDir: workerData.fontDir }));

// A tiny diagram that touches the label, stencil and image paths once so the first real
// request does not pay for them.
const WARM_XML = '<mxGraphModel><root><mxCell id="0"/><mxCell id="1" parent="0"/>' +
  '<mxCell id="2" value="&lt;b&gt;warm&lt;/b&gt; up" style="rounded=1;whiteSpace=wrap;html=1;" vertex="1" parent="1">' +
  '<mxGeometry x="10" y="10" width="80" height="40" as="geometry"/></mxCell>' +
  '<mxCell id="3" value="S3" style="shape=mxgraph.aws4.resourceIcon;resIcon=mxgraph.aws4.s3;html=1;verticalLabelPosition=bottom;" vertex="1" parent="1">' +
  '<mxGeometry x="120" y="10" width="40" height="40" as="geometry"/></mxCell></root></mxGraphModel>';

port.on('message', (/** @type {{ id: number, kind: string, xml?: string, options?: any }} */ msg) => {
  try {
    const e = getEngine();
    if (msg.kind === 'warm') {
      e.svg(WARM_XML, {});
      e.png(WARM_XML, { maxPixels: 1e6, maxSide: 1000 });
      port.postMessage({ id: msg.id, ok: true, result: null });
    } else if (msg.kind === 'svg') {
      port.postMessage({ id: msg.id, ok: true, result: e.svg(msg.xml ?? '', msg.options ?? {}) });
    } else if (msg.kind === 'png') {
      const result = e.png(msg.xml ?? '', msg.options ?? {});
      const bytes = new Uint8Array(result.png);
      port.postMessage({ id: msg.id, ok: true, result: { ...result, png: bytes } }, [bytes.buffer]);
    } else if (msg.kind === 'crash-for-test') {
      // Lets the pool's tests prove that a dying worker is replaced; never sent in production.
      process.exit(3);
    } else if (msg.kind === 'hang-for-test') {
      for (;;) { /* a render that never ends, for the timeout test */ }
    } else {
      throw new Error(`unknown request kind: ${msg.kind}`);
    }
  } catch (err) {
    port.postMessage({ id: msg.id, ok: false, error: describe(err) });
  }
});

/** @param {unknown} err */
function describe(err) {
  if (err instanceof TooLargeError) {
    return { name: 'TooLarge', message: err.message, maxScale: err.maxScale, width: err.width, height: err.height };
  }
  if (err instanceof InputError) return { name: 'Input', message: err.message, code: err.code };
  const e = err instanceof Error ? err : new Error(String(err));
  return { name: 'Internal', message: e.message, stack: e.stack };
}
