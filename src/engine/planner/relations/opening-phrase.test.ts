import { describe, expect, it } from 'vitest';
import { drawnLabels as plan, statedEdges } from '../testing/relations.js';

describe('relations: an -ing phrase opening a sentence, then its subject', () => {
  it('"Interacting with X, the Y <verb>s …": Y reaches X', () => {
    const { edges } = plan('Chatting with the Harbor Bot Service, a traveller asks where the ferry is. The Bot Service finds sailings in Cosmos DB.', 'azure');
    expect(edges.some((e) => /traveller -> .*bot service/i.test(e))).toBe(true);
  });

  it('"Using X, the Y <verb>s …": Y reaches X as well as what its own verb reaches', () => {
    const { edges } = plan('Using Kinesis, the Lambda function forwards meter pings to S3.', 'aws');
    expect(edges.some((e) => /lambda.* -> kinesis/i.test(e))).toBe(true);
    expect(edges.some((e) => /lambda.* -> s3/i.test(e))).toBe(true);
  });

  it('a preposition in -ing ("During …") opens no such phrase', () => {
    const stated = statedEdges('During uploads to S3, the Lambda function shrinks each photo.', 'aws');
    expect(stated).not.toContain('aws.lambda -> aws.s3');
  });
});
