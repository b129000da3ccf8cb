import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a verb that reworks data already sitting in a store reads it from there', () => {
  it('a reworking verb on the files kept in a bucket takes them from that store and sends its output on', () => {
    const { edges } = drawnLabels('AWS Glue enriches the ledger files in Amazon S3 and loads them into Amazon Redshift.', 'aws');
    expect(edges.some((e) => /^Amazon S3.* -> AWS Glue$/.test(e))).toBe(true);
    expect(edges.some((e) => /^AWS Glue -> Amazon S3/.test(e))).toBe(false);
    expect(edges).toContain('AWS Glue -> Amazon Redshift');
  });

  it('a verb that puts data in the store still writes to it', () => {
    const { edges } = drawnLabels('The menu service saves the dish photos in Cloud Storage.', 'gcp');
    expect(edges.some((e) => /^Menu service -> Cloud Storage/i.test(e))).toBe(true);
  });
});
