import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

const joined = (edges: string[], a: string, b: string): boolean => edges.includes(`${a} -> ${b}`) || edges.includes(`${b} -> ${a}`);

describe('references: "both <plural noun>" names the pair the text just joined with "and"', () => {
  it('"both viewers" after "on tablets and inside web browsers" is those two clients, not a new group of people', () => {
    const { labels, edges } = drawn('Fans stream on tablets and inside web browsers; both viewers fetch a licence from AWS AppSync.', 'aws');
    expect(labels).not.toContain('Viewers');
    expect(joined(edges, 'Tablets', 'AWS AppSync')).toBe(true);
    expect(joined(edges, 'Web browsers', 'AWS AppSync')).toBe(true);
  });

  it('"both devices" in the next sentence is each of the two devices, not only the first', () => {
    const { edges } = drawn('Couriers carry handheld scanners and phones. Both devices upload proofs of delivery to Amazon S3.', 'aws');
    expect(edges.some((e) => /^Handheld scanners -> Amazon S3/.test(e))).toBe(true);
    expect(edges.some((e) => /^Phones -> Amazon S3/.test(e))).toBe(true);
  });
});
