import { describe, expect, it, vi } from 'vitest';
import { DrawioBridge } from './bridge.js';
import { embedUrl, parseDrawioEvent } from './messages.js';

const ORIGIN = 'http://127.0.0.1:8080';

/** A fake iframe window that records what the bridge posts to it. */
function fakeFrame() {
  const posted: Array<{ data: unknown; origin: string }> = [];
  const win = { postMessage: (data: unknown, origin: string) => posted.push({ data: JSON.parse(String(data)), origin }) };
  return { win: win as unknown as Window, posted };
}

function deliver(source: unknown, data: unknown, origin = ORIGIN) {
  window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data), origin, source: source as Window }));
}

describe('DrawioBridge', () => {
  it('answers configure with uncompressed XML and becomes ready on init', async () => {
    const frame = fakeFrame();
    const bridge = new DrawioBridge({ window: () => frame.win, origin: ORIGIN });
    deliver(frame.win, { event: 'configure' });
    expect(frame.posted[0]).toEqual({ data: expect.objectContaining({ action: 'configure', config: expect.objectContaining({ compressXml: false }) }), origin: ORIGIN });
    expect(bridge.ready).toBe(false);
    deliver(frame.win, { event: 'init' });
    await expect(bridge.whenReady()).resolves.toBeUndefined();
    bridge.dispose();
  });

  it('ignores messages from another window or another origin, and malformed ones', () => {
    const frame = fakeFrame();
    const other = fakeFrame();
    const bridge = new DrawioBridge({ window: () => frame.win, origin: ORIGIN });
    const autosave = vi.fn();
    bridge.on('autosave', autosave);
    deliver(other.win, { event: 'autosave', xml: '<x/>' });
    deliver(frame.win, { event: 'autosave', xml: '<x/>' }, 'https://evil.example');
    deliver(frame.win, { event: 'autosave' });
    window.dispatchEvent(new MessageEvent('message', { data: 'not json', origin: ORIGIN, source: frame.win }));
    expect(autosave).not.toHaveBeenCalled();
    deliver(frame.win, { event: 'autosave', xml: '<mxGraphModel/>' });
    expect(autosave).toHaveBeenCalledWith(expect.objectContaining({ xml: '<mxGraphModel/>' }));
    bridge.dispose();
  });

  it('load waits for init, posts the document and resolves on the load event', async () => {
    const frame = fakeFrame();
    const bridge = new DrawioBridge({ window: () => frame.win, origin: ORIGIN });
    const loading = bridge.load('<mxfile/>');
    await Promise.resolve();
    expect(frame.posted).toEqual([]);
    deliver(frame.win, { event: 'init' });
    await vi.waitFor(() => expect(frame.posted.at(-1)?.data).toEqual(expect.objectContaining({ action: 'load', xml: '<mxfile/>', autosave: 1 })));
    deliver(frame.win, { event: 'load' });
    await expect(loading).resolves.toBeUndefined();
    bridge.dispose();
  });

  it('a newer load supersedes a pending one', async () => {
    const frame = fakeFrame();
    const bridge = new DrawioBridge({ window: () => frame.win, origin: ORIGIN });
    deliver(frame.win, { event: 'init' });
    const first = bridge.load('<a/>', { fit: true });
    await vi.waitFor(() => expect(frame.posted.length).toBe(1));
    expect(frame.posted[0]?.data).toEqual(expect.objectContaining({ action: 'load', fit: 1 }));
    const second = bridge.load('<b/>');
    await expect(first).rejects.toThrow(/superseded/);
    await vi.waitFor(() => expect(frame.posted.length).toBe(2));
    expect(frame.posted[1]?.data).toEqual(expect.objectContaining({ action: 'load', fit: 0 }));
    deliver(frame.win, { event: 'load' });
    await expect(second).resolves.toBeUndefined();
    bridge.dispose();
  });

  it('export resolves with the data of the export event', async () => {
    const frame = fakeFrame();
    const bridge = new DrawioBridge({ window: () => frame.win, origin: ORIGIN });
    deliver(frame.win, { event: 'init' });
    const exported = bridge.export('xmlsvg');
    await vi.waitFor(() => expect(frame.posted.at(-1)?.data).toEqual({ action: 'export', format: 'xmlsvg' }));
    deliver(frame.win, { event: 'export', format: 'xmlsvg', data: 'data:image/svg+xml;base64,AAA' });
    await expect(exported).resolves.toBe('data:image/svg+xml;base64,AAA');
    bridge.dispose();
  });
});

describe('messages', () => {
  it('parses known events only', () => {
    expect(parseDrawioEvent('{"event":"init"}')).toEqual({ event: 'init' });
    expect(parseDrawioEvent('{"event":"unknown"}')).toBeNull();
    expect(parseDrawioEvent({ event: 'init' })).toBeNull();
  });

  it('embeds with the offline-safe parameters', () => {
    const url = embedUrl('/drawio');
    expect(url).toMatch(/^\/drawio\/index\.html\?/);
    expect(url).toContain('ui=kennedy');
    expect(url).toContain('proto=json');
    expect(url).toContain('configure=1');
    expect(url).not.toContain('sketch');
  });
});
