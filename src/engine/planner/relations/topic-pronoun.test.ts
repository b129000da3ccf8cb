import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: "it" after a sentence that relates its subject without a verb of its own', () => {
  it('"A is set up as a trigger for B; it …" — it is A, not B', () => {
    const { edges } = drawnLabels('Edits to the catalog table are picked up by DynamoDB Streams. A Lambda function is configured as a trigger for the stream; it reshapes every record and pushes it into an Amazon OpenSearch Service domain.');
    expect(edges).toContain('Lambda function -> Amazon OpenSearch Service domain');
    expect(edges).not.toContain('DynamoDB Streams -> Amazon OpenSearch Service domain');
  });
});

describe('relations: a verb the lists lack right after "it"', () => {
  it('"It reboots the …" after a sentence about a script: the script reaches what it reboots', () => {
    const { edges } = drawnLabels('The warden-sync script fetches the fresh settings file from Amazon S3. Afterwards, it reboots the edge-probe script.');
    expect(edges).toContain('Warden-sync script -> Edge-probe script');
  });
});
