import { drawioHost } from '../drawio/host.js';

/**
 * Plays the embedded draw.io for component tests: jsdom never loads the real editor, so this
 * answers the bridge the way draw.io does (init once, `load` after each load action) and lets a
 * test make canvas changes (autosave events).
 */
export function fakeDrawio() {
  const host = drawioHost();
  const frame = host.iframe.contentWindow!;
  const origin = new URL(host.iframe.src).origin;
  const loads: string[] = [];
  const emit = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data), origin, source: frame }));
  frame.postMessage = ((message: string) => {
    const action = JSON.parse(message) as { action: string; xml?: string };
    if (action.action === 'load') {
      loads.push(action.xml ?? '');
      setTimeout(() => emit({ event: 'load' }), 0);
    }
  }) as Window['postMessage'];
  if (!host.bridge.ready) emit({ event: 'init' });
  return {
    /** The XML of every document the app loaded into the editor, in order. */
    loads,
    /** A change made in the canvas: draw.io's autosave event with the whole document. */
    autosave: (xml: string) => emit({ event: 'autosave', xml, modified: true }),
    /** F6 (or Shift+F6) pressed inside the editor. */
    leave: (back = false) => emit({ event: 'leave', back }),
  };
}
