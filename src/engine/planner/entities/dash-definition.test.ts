import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a name opening a line and defined after a dash or a colon is one part with its description', () => {
  it('"Name - a React app that …": the relative clause is the named part\'s, and both objects are reached', () => {
    const r = drawn('The kiosk suite has three parts. Ledger Service - a Go worker process with one queue. Billing Portal - a React single page app that talks to both the Ledger Service and the Tax API.', 'general');
    expect(r.labels).not.toContain('React single page app');
    expect(r.edges).toEqual(expect.arrayContaining(['Billing Portal (React single page app) -> Ledger Service', 'Billing Portal (React single page app) -> Tax API']));
  });

  it('"Name: a Vue app which …" reads the same way', () => {
    const r = drawn('The greenhouse kit is made of two programs. Greenhouse Portal: a Vue app which polls the Sensor Hub and the Climate API.', 'general');
    expect(r.labels).not.toContain('Vue app');
    expect(r.labels).toContain('Greenhouse Portal (Vue app)');
  });

  it('keeps a dash inside a sentence apart: only a name opening a line is defined by it', () => {
    const r = drawn('Cooks read orders from the Kitchen Board - a tablet app that polls the Menu API.', 'general');
    expect(r.labels.some((l) => /Kitchen Board \(/.test(l))).toBe(false);
  });
});
