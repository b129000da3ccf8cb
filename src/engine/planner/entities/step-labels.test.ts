import { describe, expect, it } from 'vitest';
import { placed } from '../testing/drawn.js';

describe('step labels in a walkthrough', () => {
  it('reads "Ingestion: pulls …" as a step of the pipeline, not a second pipeline', () => {
    const r = placed('The ticket pipeline runs on Dataflow. Ingestion: pulls the raw tickets from the intake subscription. Archiving: the cleaned tickets are written to BigQuery.', 'gcp');
    const labels = [...r.where.keys()];
    expect(labels).toContain('BigQuery');
    expect(labels.some((l) => /ingestion/i.test(l))).toBe(false);
    expect(r.edges).toEqual(expect.arrayContaining(['Intake Subscription -> Dataflow', 'Dataflow -> BigQuery']));
  });

  it('keeps a label that names a part ("Function: resizes …")', () => {
    const r = placed('Uploads land in Cloud Storage. Function: resizes every photo and saves the copy in Firestore.', 'gcp');
    expect([...r.where.keys()].some((l) => /function/i.test(l))).toBe(true);
  });
});
