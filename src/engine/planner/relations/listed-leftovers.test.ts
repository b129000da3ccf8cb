import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('relations: a bucket, queue or topic listed for a purpose with nothing joined to it is written by the app', () => {
  it('"s3 for avatars" after "fargate + dynamodb" is drawn from Fargate', () => {
    const d = drawn('Quiz game backend: fargate + dynamodb, sqs for scoring jobs, s3 for avatars.', 'aws');
    expect(d.edges).toContain('Fargate -> DynamoDB');
    expect(d.edges).toContain('Fargate -> S3 (avatars)');
  });

  it('"service bus for exports, blob storage for attachments" are both drawn from App Service', () => {
    const d = drawn('Survey tool, azure flavour: app service + azure sql, service bus for exports, blob storage for attachments.', 'azure');
    expect(d.edges).toContain('App Service -> Service Bus (exports)');
    expect(d.edges).toContain('App Service -> Blob Storage (attachments)');
  });

  it('"cloud storage for uploads" is drawn from Cloud Run', () => {
    const d = drawn('Booking site on gcp: cloud run + cloud sql + memorystore, pub/sub for background work, cloud storage for uploads.', 'gcp');
    expect(d.edges).toContain('Cloud Run -> Cloud Storage (uploads)');
    expect(d.edges).toContain('Cloud Run -> Cloud SQL');
  });
});
