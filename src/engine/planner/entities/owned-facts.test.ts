import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

const has = (edges: string[], re: RegExp): boolean => edges.some((e) => re.test(e));

describe('people named before facts kept about them are owners in passing', () => {
  it('"shopper profiles" kept in a store: the store feeds the function, no shopper between them', () => {
    const { labels, edges } = drawnLabels('Shopper profiles live in Firestore. A Cloud Function copies them into BigQuery every hour.', 'gcp');
    expect(labels.some((l) => /shopper/i.test(l))).toBe(false);
    expect(has(edges, /^Firestore.* -> Cloud Function$/)).toBe(true);
  });

  it('"rider details" saved by an app: the app writes the store, the riders are not a hop', () => {
    const { edges } = drawnLabels('Rider details get saved into Firestore by the booking app, and a Cloud Function forwards them to Pub/Sub.', 'gcp');
    expect(has(edges, /^Booking app -> Firestore/)).toBe(true);
    expect(has(edges, /Rider/)).toBe(false);
  });
});
