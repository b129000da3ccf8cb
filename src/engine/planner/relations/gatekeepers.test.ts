import { describe, expect, it } from 'vitest';
import type { Provider } from '../../../shared/contract/values.js';
import { statedEdges } from '../testing/relations.js';

const edges = (prompt: string, provider: Provider = 'aws'): string[] => statedEdges(prompt, provider);

describe('relations: who lets traffic through, and -ing words that describe a destination', () => {
  it('"The team allows traffic from A to reach B": A reaches B, the team sends nothing', () => {
    const out = edges('The operations team allows traffic from Amazon API Gateway to reach the AWS Lambda function.');
    expect(out).toContain('aws.api_gateway -> aws.lambda');
    expect(out.filter((e) => e.startsWith('aws.api_gateway ->'))).toEqual(['aws.api_gateway -> aws.lambda']);
  });

  it('"permits traffic from A to pass through B to C": the way goes A → B → C', () => {
    const out = edges('The platform group permits traffic from Amazon CloudFront to pass through AWS WAF to the Application Load Balancer.');
    expect(out).toContain('aws.cloudfront -> aws.waf');
    expect(out).toContain('aws.waf -> aws.alb');
  });

  it('"sends X to consuming B and C": the -ing word describes B, so the flow still goes out', () => {
    const out = edges('AWS Lambda hands the results to consuming Amazon ECS tasks and Amazon DynamoDB.');
    expect(out).toContain('aws.lambda -> aws.ecs');
    expect(out).toContain('aws.lambda -> aws.dynamodb');
    expect(out).not.toContain('aws.ecs -> aws.lambda');
  });
});

describe('relations: an -ing word inside a name', () => {
  it('"The invoice parsing function writes to B": the function writes, "parsing" only names it', () => {
    const out = edges('A function app receives each upload. The invoice parsing function app sends the results to Azure Cosmos DB.', 'azure');
    expect(out).toContain('azure.functions -> azure.cosmos_db');
  });

  it('"the factory auditing function app" after "Data Factory": a word that qualifies the name after it points at nothing', () => {
    const out = edges('Azure Data Factory copies the files to Azure Blob Storage. The factory auditing function app writes each run to Azure Cosmos DB.', 'azure');
    expect(out).toContain('azure.functions -> azure.cosmos_db');
    expect(out).not.toContain('azure.data_factory -> azure.cosmos_db');
  });
});

describe('relations: a list a colon opens', () => {
  it('"X performs these steps: It … It …": each "It" opening a step is X, not the place the step before reached', () => {
    const out = edges('Amazon S3 invokes an AWS Lambda function, which performs these steps: It validates each upload. Rejected files are moved to Amazon S3 Glacier. It writes the valid rows to Amazon DynamoDB.');
    expect(out).toContain('aws.lambda -> aws.dynamodb');
    expect(out).not.toContain('aws.s3_glacier -> aws.dynamodb');
  });

  it('a sentence whose own named subject acts ends the list', () => {
    const out = edges('AWS Lambda runs these steps: It writes each row to Amazon DynamoDB. Amazon SQS then holds the failures. It hands them to Amazon SNS.');
    expect(out).not.toContain('aws.lambda -> aws.sns');
  });
});

