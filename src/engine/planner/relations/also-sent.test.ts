import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: the same data said "also" to go elsewhere leaves the same sender', () => {
  it('"…; all readings also land in C" after a relative clause about where the first ones went', () => {
    const { edges } = drawnLabels('A Dataflow job pulls the hive sensor topic and rates each reading. Readings beyond the limit are pushed onto the alerts Pub/Sub topic, which the beekeeper service subscribes to; all readings also land in BigQuery.', 'gcp');
    expect(edges.some((e) => /^Dataflow.* -> BigQuery$/.test(e))).toBe(true);
    expect(edges.some((e) => /beekeeper service -> BigQuery$/i.test(e))).toBe(false);
  });

  it('"… are also archived in C": a passive said "also" of the same data', () => {
    const { edges } = drawnLabels('An AWS Lambda function grades every kiln temperature. Temperatures over the limit are forwarded to Amazon SNS, which the potters follow. All temperatures are also archived in Amazon Timestream.');
    expect(edges.some((e) => /^AWS Lambda function -> Amazon Timestream$/.test(e))).toBe(true);
  });

  it('"Scores above …": a plural that could be a verb, opening the clause before a word of measure, is the data', () => {
    const { edges } = drawnLabels('A Dataflow job rates each loan request using a Vertex AI endpoint model. Scores over the cut-off are pushed onto Pub/Sub, which the lending desk service watches; all scores also end up in BigQuery.', 'gcp');
    expect(edges.some((e) => /^Dataflow.* -> BigQuery$/.test(e))).toBe(true);
  });

  it('without "also", data that moves on from where it landed keeps doing so', () => {
    const { edges } = drawnLabels('Logs are shipped to Amazon CloudWatch by the kiosk agent. Logs are then exported to Amazon S3.');
    expect(edges).toContain('Amazon CloudWatch -> Amazon S3');
  });
});
