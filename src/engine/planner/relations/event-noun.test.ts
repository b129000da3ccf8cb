import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('relations: "this upload" names the event the last clause made', () => {
  it('"… can upload a scan to B. This upload triggers C": B triggers C, not the person', () => {
    const d = drawn('The curator can upload a scan to a Cloud Storage bucket. This upload triggers Eventarc, which invokes Cloud Run.', 'gcp');
    expect(d.edges.some((e) => /^Curator -> Cloud Storage bucket/.test(e))).toBe(true);
    expect(d.edges.some((e) => /^Cloud Storage bucket.* -> Eventarc$/.test(e))).toBe(true);
    expect(d.edges.some((e) => e.startsWith('Curator -> Eventarc'))).toBe(false);
  });

  it('"The write starts B" after a clause writing to a table', () => {
    const d = drawn('The ferry kiosk writes each ticket to a Firestore collection. The write starts a Cloud Function that prints a receipt.', 'gcp');
    expect(d.edges.some((e) => /^Firestore.* -> Cloud Function/.test(e))).toBe(true);
  });
});
