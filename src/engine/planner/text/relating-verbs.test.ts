import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('more verbs relate their doer to a part', () => {
  it('"tracks X in B" is a write to B, not a word of its label', () => {
    const { edges, labels } = drawn('The parcel service tracks shipments in Amazon DynamoDB.', 'aws');
    expect(edges.some((e) => /^Parcel service -> Amazon DynamoDB/.test(e))).toBe(true);
    expect(labels.some((l) => /tracks/i.test(l))).toBe(false);
  });

  it('people who buy something through an app reach the app', () => {
    const { edges } = drawn('Members purchase passes through the gym app on AWS Amplify.', 'aws');
    expect(edges.some((e) => /^Members -> AWS Amplify/.test(e))).toBe(true);
    expect(edges.some((e) => /^AWS Amplify.* -> Members$/.test(e))).toBe(false);
  });

  it('what a stream job joins in comes to the job', () => {
    const { edges } = drawn('Azure Stream Analytics joins the sensor feed with calibration tables from Azure SQL Database.', 'azure');
    expect(edges).toContain('Sensor -> Azure Stream Analytics');
    expect(edges).toContain('Azure SQL Database -> Azure Stream Analytics');
  });

  it('what a part labels or captions comes to it', () => {
    expect(drawn('Photos are uploaded to Cloud Storage; Cloud Vision then labels them and Firestore keeps the labels.', 'gcp').edges).toContain('Cloud Storage -> Vision API');
    expect(drawn('Vertex AI captions every product photo stored in Cloud Storage.', 'gcp').edges).toContain('Cloud Storage -> Vertex AI');
  });
});
