import { describe, expect, it } from 'vitest';
import { placed } from '../testing/drawn.js';

describe('what moves along a path goes on from where it last arrived', () => {
  it('chains "calls enter A, pass through B and reach C" as A → B → C', () => {
    const { edges } = placed('Checkout calls enter Apigee, go across Cloud Armor and are routed to the GKE cluster.', 'gcp');
    expect(edges).toEqual(expect.arrayContaining(['Apigee -> Cloud Armor']));
    expect(edges.some((e) => /^Cloud Armor -> GKE/.test(e))).toBe(true);
    expect(edges.some((e) => /^Apigee -> GKE/.test(e))).toBe(false);
  });

  it('keeps a verb that does not move along a path with the clause subject', () => {
    const { edges } = placed('The Cloud Run app sends queries to Cloud SQL and writes its audit trail to Cloud Logging.', 'gcp');
    expect(edges.some((e) => /Cloud Run.* -> Cloud Logging/.test(e))).toBe(true);
    expect(edges.some((e) => /^Cloud SQL -> Cloud Logging/.test(e))).toBe(false);
  });
});
