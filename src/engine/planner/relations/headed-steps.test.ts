import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a step under a bare heading is done by the part the story is about', () => {
  it('the last stage sends from the job, not from the model handler the stage before named', () => {
    const { edges } = drawnLabels('This demo job runs on Dataflow and flags odd card charges. Its phases are as follows: Intake: Reads charges off the Pub/Sub topic. Scoring: Uses a Keras model handler to call the Vertex AI endpoint. Output: Flagged charges are sent to a second Pub/Sub topic.', 'gcp');
    // The job may be labelled by its own name on its host ("Dataflow (demo job)").
    expect(edges.some((e) => /^Pub\/Sub topic -> Dataflow\b/.test(e))).toBe(true);
    expect(edges.some((e) => /^Dataflow\b.* -> Second Pub\/Sub topic$/.test(e))).toBe(true);
    expect(edges).not.toContain('Keras model handler -> Second Pub/Sub topic');
  });
});
