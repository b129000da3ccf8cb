import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a plural noun opening a sentence before a participle is the data, not a part', () => {
  it('"Drafts submitted by … land in A" draws no "Drafts" box between the writers and A', () => {
    const { labels, edges } = drawnLabels('Drafts submitted by freelance writers land in Amazon S3. Each draft is checked by a Lambda function, which asks Amazon Comprehend for key phrases and stores the findings in Amazon DynamoDB.');
    expect(labels).not.toContain('Drafts');
    expect(edges).toContain('Amazon S3 -> Lambda function');
  });
});
