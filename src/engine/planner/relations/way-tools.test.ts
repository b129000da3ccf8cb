import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a tool the way itself uses', () => {
  it('"via a browser using X": the browser goes through X to the machines', () => {
    const d = drawn('Analysts reach the render VMs via a browser using the Kasm Workspaces service.', 'azure');
    expect(d.edges).toEqual(expect.arrayContaining(['Analysts -> Browser', 'Browser -> Kasm Workspaces service']));
    expect(d.edges.some((e) => /^Kasm Workspaces service -> .*VMs/.test(e))).toBe(true);
    expect(d.edges.some((e) => /^(Analysts|Browser) -> .*VMs/.test(e))).toBe(false);
  });

  it('a "with" describing the browser does not stop the way going on through the tool after it', () => {
    const d = drawn('Analysts open render VMs via one browser with a WebRTC viewer using the Kasm Workspaces service.', 'azure');
    expect(d.edges).toEqual(expect.arrayContaining(['Analysts -> Browser', 'Browser -> Kasm Workspaces service']));
    expect(d.edges.some((e) => /^Kasm Workspaces service -> .*VMs/.test(e))).toBe(true);
    expect(d.edges.some((e) => /^Analysts -> .*VMs/.test(e))).toBe(false);
  });
});
