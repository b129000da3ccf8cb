import { describe, expect, it } from 'vitest';
import { planDiagram } from '../index.js';

const plan = (prompt: string) => planDiagram(prompt, { provider: 'aws', diagramType: 'architecture' }).model;

describe('the opening name of a system made of listed services', () => {
  it('is the system, not a part of it, when a listed service runs it', () => {
    const m = plan('A checkout backend using Fargate tasks, Aurora and ElastiCache, fronted by CloudFront.');
    expect(m.nodes.some((n) => /checkout backend/i.test(n.label))).toBe(false);
    expect(m.nodes.map((n) => n.service)).toEqual(expect.arrayContaining(['aws.fargate', 'aws.aurora', 'aws.elasticache', 'aws.cloudfront']));
  });

  it('stays a part when nothing listed runs it', () => {
    const m = plan('A Go service with an Aurora database and an ElastiCache cache.');
    expect(m.nodes.some((n) => /go service/i.test(n.label))).toBe(true);
  });
});

describe('the document and the program a platform runs', () => {
  it('"This repository …" opening a README is the document, not a code repository part', () => {
    const m = plan('This repository sets up a Fargate service that reads jobs from an SQS queue.');
    expect(m.nodes.some((n) => n.service === 'aws.codecommit')).toBe(false);
  });

  it('"the web application" after a program deployed on a platform is that platform', () => {
    const m = planDiagram('We host the Ledgerly software on App Runner. The web application is reached through CloudFront.', { provider: 'aws', diagramType: 'architecture' }).model;
    expect(m.nodes.some((n) => n.service === 'general.web_frontend')).toBe(false);
    const runner = m.nodes.find((n) => n.service === 'aws.app_runner')!;
    expect(m.edges.some((e) => e.target === runner.id)).toBe(true);
  });
});

describe('a name that announces a list, and what a relative clause carries', () => {
  it('"the following workflow:" is the heading of the steps, not a Step Functions part', () => {
    const m = plan('This sample deploys the following workflow: a CSV upload to S3 starts a Fargate task that saves rows to Aurora.');
    expect(m.nodes.some((n) => n.service === 'aws.step_functions')).toBe(false);
    expect(m.nodes.some((n) => n.service === 'aws.fargate')).toBe(true);
  });

  it('a relative clause with its own subject does not carry the noun the clause before it moved', () => {
    const m = plan('A Kinesis record triggers a Lambda function that writes to DynamoDB.');
    expect(m.nodes.find((n) => n.service === 'aws.dynamodb')!.label).toBe('DynamoDB');
  });
});
