import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';

describe('a clause of cause whose part acts on nothing drawn', () => {
  it('"When A raises an alarm, B …": A sets B off', () => {
    const edges = statedEdges('When CloudWatch detects a spike, a Lambda function scales down the render queue in SQS.', 'aws');
    expect(edges).toContain('aws.cloudwatch -> aws.lambda');
    expect(edges).toContain('aws.lambda -> aws.sqs');
  });

  it('"B … whenever A raises an alarm": the cause after its clause sets off that clause\'s doer', () => {
    const edges = statedEdges('A Cloud Function pages the on-call engineer whenever Cloud Monitoring opens an incident.', 'gcp');
    expect(edges).toContain('gcp.cloud_monitoring -> gcp.cloud_functions');
    expect(edges.some((e) => e.startsWith('gcp.cloud_functions -> gcp.cloud_monitoring'))).toBe(false);
  });

  it('a cause clause that reaches a part still sets off from that part, not from its doer', () => {
    const edges = statedEdges('When the billing service writes an invoice to Cosmos DB, an Azure Function emails the customer through SendGrid.', 'azure');
    expect(edges).toContain('azure.cosmos_db -> azure.functions');
    expect(edges.some((e) => e.startsWith('azure.microservice -> azure.functions') || e.startsWith('general.microservice -> azure.functions'))).toBe(false);
  });

  it('a capitalised name after "when" stays in the clause "when" opens', () => {
    const edges = statedEdges('If Redis misses, the catalog service reads Cloud SQL. When Pub/Sub delivers a price change, the catalog service evicts the key.', 'gcp');
    expect(edges.some((e) => e.startsWith('gcp.pubsub ->'))).toBe(true);
  });
  it('"Once A finishes, B …" opening a sentence is a cause; "Once a week, …" stays a frequency', () => {
    const edges = statedEdges('Once AWS Batch finishes, a Lambda function mails the tally through Amazon SES.', 'aws');
    expect(edges).toContain('aws.batch -> aws.lambda');
    const weekly = statedEdges('Once a week, a Lambda function copies the tally from DynamoDB into S3.', 'aws');
    expect(weekly.some((e) => e.startsWith('aws.lambda -> aws.lambda'))).toBe(false);
    expect(weekly).toContain('aws.lambda -> aws.s3');
  });
});
