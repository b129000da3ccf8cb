import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: "the Event Service" — a word that usually describes the whole system, capitalised before a role head', () => {
  it('"Event Service" in capitals is one part of the system, with its own flow', () => {
    const d = drawn('The kiosk sells tram passes. The Event Service writes every fare to Redis, and the Till Service reads fares back from Redis.', 'general');
    expect(d.labels).toContain('Event Service');
    expect(d.edges.some((e) => /^Event Service -> Redis/.test(e))).toBe(true);
  });

  it('"Region Service" likewise names a part rather than the system\'s regions', () => {
    const d = drawn('Riders tap cards at the gate. The Region Service looks up each zone fare and hands it to the gate.', 'general');
    expect(d.labels).toContain('Region Service');
  });
});
