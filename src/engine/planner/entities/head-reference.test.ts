import { describe, expect, it } from 'vitest';
import { fixSpelling } from '../text/spelling.js';
import { drawnLabels as plan } from '../testing/relations.js';

describe('references: a bare head noun names the component called so', () => {
  it('"the workflow" after a Transfer Family workflow is that workflow, not a new Step Functions one', () => {
    const { labels, edges } = plan('Partners drop files on an SFTP server, and a Transfer Family workflow hands each file to a Lambda function. The Lambda function then sends its status to the workflow.');
    expect(labels.some((l) => /Step Functions/.test(l))).toBe(false);
    expect(edges.filter((e) => /Transfer Family workflow/.test(e) && /Lambda function/.test(e))).toHaveLength(1);
  });
});

describe('spelling: a corrected typo keeps its capital', () => {
  it('a capitalised misspelt name is fixed and stays capitalised', () => {
    expect(fixSpelling('The Kuberntes cluster')).toBe('The Kubernetes cluster');
    expect(fixSpelling('a lamda function')).toBe('a lambda function');
  });
});

describe('components: what a thing is used for is no component', () => {
  it('"used for the authentication of" adds no sign-in service', () => {
    const { labels } = plan('A Lambda function calls the partner API. An API key kept in Secrets Manager is used for the authentication of each call.');
    expect(labels.some((l) => /Cognito/.test(l))).toBe(false);
    expect(labels.some((l) => /Secrets Manager/.test(l))).toBe(true);
  });
});

describe('catalog: load balancer target groups, ingestion pipelines and API destinations are drawn', () => {
  it('each keeps a node of its own', () => {
    const { labels } = plan('An ALB forwards requests to a target group of containers. An OpenSearch Ingestion pipeline feeds the search domain, and an EventBridge rule calls a partner through an API destination.');
    expect(labels.some((l) => /Target Group/i.test(l))).toBe(true);
    expect(labels.some((l) => /OpenSearch Ingestion/.test(l))).toBe(true);
    expect(labels.some((l) => /API Destination/i.test(l))).toBe(true);
  });
});

describe('names: a one-letter word before a full stop', () => {
  it('"Site B." ends the sentence; the full stop is no part of any label', () => {
    const { labels } = plan('The reporting job lives in Site B. Amazon RDS keeps its results, and a VPC link joins API Gateway to the NLB.');
    expect(labels.some((l) => l.includes('.'))).toBe(false);
    expect(labels.some((l) => /VPC Link/i.test(l))).toBe(true);
  });
});

describe('components: names written apart and everyday qualifiers', () => {
  it('"cloud trail" later in the text is the AWS CloudTrail named before', () => {
    const { labels } = plan('AWS CloudTrail records every API call. A second bucket is where cloud trail keeps its files.');
    expect(labels.filter((l) => /cloud ?trail/i.test(l))).toHaveLength(1);
  });

  it('"an archive logs bucket" is a bucket, not a log service', () => {
    const { labels } = plan('A Lambda function copies old objects to the logs bucket every night.');
    expect(labels.some((l) => /CloudWatch/.test(l))).toBe(false);
    expect(labels.some((l) => /bucket/i.test(l))).toBe(true);
  });
});

describe('references: a product first named as a qualifier', () => {
  it('"a Stripe billing integration … Stripe\'s webhooks" draw one Stripe', () => {
    const { labels } = plan('The shop uses a Stripe billing integration. Stripe\'s webhooks are delivered to an API Gateway endpoint that invokes a Lambda function.');
    expect(labels.filter((l) => /Stripe/.test(l))).toHaveLength(1);
  });
});
