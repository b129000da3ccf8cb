import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: ", then <adverb> <verb>" keeps the sentence\'s subject', () => {
  it('"…, noting the Tracking ID, then quietly invokes B": the first function invokes B', () => {
    const { edges } = drawnLabels('The first Lambda function parses the parcel scan, noting the Tracking ID, then quietly invokes the second Lambda handler.');
    expect(edges).toContain('First Lambda function -> Second Lambda handler');
    expect(edges.some((e) => /ID -> Second Lambda handler$/.test(e))).toBe(false);
  });

  it('"…, then promptly publishes to B" after sending to A', () => {
    const { edges } = drawnLabels('A Cloud Function sends each seed photo to Cloud Vision, then promptly publishes the labels to Pub/Sub.', 'gcp');
    expect(edges.some((e) => /Cloud Functions? -> .*Pub\/Sub/.test(e))).toBe(true);
    expect(edges.some((e) => /Vision.* -> .*Pub\/Sub/.test(e))).toBe(false);
  });

  it('a name after "then" with no verb still passes the flow on, adverb or not', () => {
    const { edges } = drawnLabels('Kiosk orders go to Amazon SQS, then quickly on to a Lambda worker.');
    expect(edges).toContain('Amazon SQS -> Lambda worker');
  });
});
