import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: "the controller supports …" — a working part whose first verb only says what it offers', () => {
  it('"supports" after a bare working-part noun keeps that part, and its later pronoun reaches on', () => {
    const d = drawn('The controller supports booking of tram slots and cancelling of old slots. It hands these bookings to the Depot Service.', 'general');
    expect(d.labels).toContain('Controller');
    expect(d.edges).toContain('Controller -> Depot Service');
  });

  it('"offers" does the same for a noun made from a verb', () => {
    const d = drawn('The collector offers hourly tallies of tram riders. It posts every tally to the Depot Service.', 'general');
    expect(d.labels).toContain('Collector');
  });
});
