import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: "Name: a product which …" entries name one part per key', () => {
  const text = 'The kit sets up a few pieces. CrateTable: An Amazon DynamoDB table holding crate fill levels. TallyFunction: The AWS Lambda function which tallies crate fill levels. TallyFunction reads CrateTable every hour.';

  it('the key is the product its description names, and the description is no second box', () => {
    const d = drawn(text, 'aws');
    expect(d.nodes.find((n) => /TallyFunction/.test(n.label))?.service).toBe('aws.lambda');
    expect(d.nodes.find((n) => /CrateTable/.test(n.label))?.service).toBe('aws.dynamodb');
    expect(d.labels.some((l) => /^(Amazon DynamoDB table|AWS Lambda function)$/.test(l))).toBe(false);
  });

  it('a key written the way code writes it, ending in a part word, is no step label', () => {
    const d = drawn(text, 'aws');
    expect(d.edges.some((e) => /TallyFunction -> .*CrateTable|CrateTable.* -> .*TallyFunction/.test(e))).toBe(true);
  });
});
