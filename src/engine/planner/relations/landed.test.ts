import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a part that works on records without saying where from reads the store they landed in', () => {
  it('the carrier that delivered into the bucket is not the cleaner\'s source', () => {
    const { edges } = drawnLabels('Amazon Kinesis Data Firehose gathers meter values and puts them in Amazon S3. Nightly, AWS Glue tidies the files.', 'aws');
    expect(edges).toContain('Amazon S3 (values) -> AWS Glue');
    expect(edges).not.toContain('Amazon Kinesis Data Firehose -> AWS Glue');
  });
});
