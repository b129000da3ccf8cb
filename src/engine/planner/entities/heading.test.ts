import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';
import { headingEnd } from './heading.js';

describe('a line before a colon is a title unless it is a clause about parts', () => {
  it('a plain title ends at its colon', () => {
    expect(headingEnd('Nightly reporting: a scheduler starts the export job and mails the PDF.')).toBe('Nightly reporting'.length);
  });

  it('a name doing something in -ing to an object is a clause, and both parts are drawn', () => {
    const text = 'Cloud Scheduler triggering two Cloud Run jobs: cleanup and reindex.';
    expect(headingEnd(text)).toBe(0);
    const { services, edges } = drawn(text, 'gcp');
    expect(services).toContain('gcp.cloud_scheduler');
    expect(edges.filter((e) => e.startsWith('Cloud Scheduler ->'))).toHaveLength(2);
  });

  it('plural parts doing something in the base form make a clause: what they read stays drawn', () => {
    const text = 'Two consumers read the Amazon Kinesis stream: the tide job and the harbour job.';
    expect(headingEnd(text)).toBe(0);
    const { services, edges } = drawn(text, 'aws');
    expect(services).toContain('aws.kinesis_data_streams');
    expect(edges.filter((e) => e.startsWith('Kinesis Data Streams ->'))).toHaveLength(2);
  });

  it('a title without a verb still ends at its colon', () => {
    expect(headingEnd('Orchard sensors on AWS: the gateways send soil readings to AWS IoT Core.')).toBe('Orchard sensors on AWS'.length);
  });
});
