import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('relations: "A uses B to do X and C to do Y" — C is A\'s second tool', () => {
  it('the second part is reached by A, not by the first tool', () => {
    const { edges } = plan('The quiz service uses Memorystore to cache answers and Firestore to keep scores.', 'gcp');
    expect(edges).toContain('Quiz service -> Memorystore');
    expect(edges.some((e) => /^Quiz service -> Firestore/.test(e))).toBe(true);
    expect(edges.some((e) => /^Memorystore -> Firestore/.test(e))).toBe(false);
  });

  it('each tool still does its own infinitive', () => {
    const { edges } = plan('The library portal calls Amazon Comprehend to tag reviews and the archiver function to write the tags into Amazon S3.', 'aws');
    expect(edges.some((e) => /^Library portal -> Archiver Lambda function/.test(e))).toBe(true);
    expect(edges.some((e) => /^Archiver Lambda function -> Amazon S3/.test(e))).toBe(true);
    expect(edges.some((e) => /^Amazon Comprehend -> Archiver Lambda function/.test(e))).toBe(false);
  });
});
