import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: "each" right after the verb belongs to its object, not to the part named before', () => {
  it('"A wired to T validates each line with B": A uses B, the topic does not', () => {
    const { edges } = drawnLabels('An AWS Lambda function wired to the Amazon SNS topic validates each line with Amazon Comprehend.');
    expect(edges).toContain('AWS Lambda function -> Amazon Comprehend');
    expect(edges.some((e) => e.startsWith('Amazon SNS topic') && e.endsWith('Amazon Comprehend'))).toBe(false);
  });

  it('"A behind T enriches each record with B and writes to C": B is A\'s helper', () => {
    const { edges } = drawnLabels('A Cloud Run service behind the Pub/Sub subscription enriches each record with the Cloud Natural Language API and writes it to BigQuery.', 'gcp');
    expect(edges.some((e) => e.startsWith('Pub/Sub') && e.includes('Natural Language'))).toBe(false);
    expect(edges.some((e) => e.startsWith('Cloud Run') && e.includes('Natural Language'))).toBe(true);
  });
});
