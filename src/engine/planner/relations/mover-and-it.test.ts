import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('relations: "…, it crosses B and it is sent to C" — each hop of what moves starts where the last one arrived', () => {
  it('with "will" before each verb, the last hop leaves from the middle stop', () => {
    const { edges } = drawn('Visitor traffic will reach the Fastly edge, it will pass through Cloud Armor and it will be handed to the booking pods on GKE.', 'gcp');
    expect(edges).toContain('Fastly -> Cloud Armor');
    expect(edges.some((e) => /^Cloud Armor -> Booking/i.test(e))).toBe(true);
    expect(edges.some((e) => /^Fastly -> Booking/i.test(e))).toBe(false);
  });

  it('an "it" after "and" that a verb follows opens the next hop, it is no object', () => {
    const { edges } = drawn('Each upload enters Cloud Storage, it passes through a Cloud Run scanner and it is filed in Firestore.', 'gcp');
    expect(edges.some((e) => /^Cloud Run.* -> Firestore/.test(e))).toBe(true);
    expect(edges.some((e) => /^Cloud Storage -> Firestore/.test(e))).toBe(false);
  });
});
