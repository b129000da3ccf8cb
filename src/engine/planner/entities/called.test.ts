import { describe, expect, it } from 'vitest';
import { planDiagram } from '../index.js';

const labels = (prompt: string): string[] => planDiagram(prompt, { provider: 'aws', diagramType: 'architecture' }).model.nodes.map((n) => n.label);

describe('a name given with "named" or "called"', () => {
  it('goes into the label of the component it names', () => {
    const got = labels('Telemetry is parked in an S3 bucket named sensor-archive, and a Lambda function called Summarizer reads it.');
    expect(got).toContain('S3 bucket (sensor-archive)');
    expect(got).toContain('Lambda function (Summarizer)');
  });

  it('keeps a quoted name whole and draws no component for a name that holds a service word', () => {
    const got = labels('Put a queue called "refund-queue" between the storefront API and a Fargate worker.');
    expect(got.filter((l) => /refund/i.test(l))).toEqual(['SQS queue (refund-queue)']);
  });

  it('leaves "called" as a verb alone', () => {
    const got = labels('A Lambda function called by the mobile backend stores receipts in DynamoDB.');
    expect(got.some((l) => /\(by|\(the/.test(l))).toBe(false);
    expect(got).toContain('DynamoDB (receipts)');
  });
});

describe('a part that acts after a verb of use', () => {
  it('is a component, not an output of the verb', () => {
    const got = planDiagram('Auditors open a reporting dashboard that reads findings from Security Hub.', { provider: 'aws', diagramType: 'architecture' }).model;
    const tool = got.nodes.find((n) => /reporting dashboard/i.test(n.label));
    expect(tool).toBeDefined();
    const s3 = got.nodes.find((n) => n.service === 'aws.security_hub')!;
    expect(got.edges.some((e) => (e.source === tool!.id && e.target === s3.id) || (e.source === s3.id && e.target === tool!.id))).toBe(true);
  });
});

describe('a name that opens with digits', () => {
  it('keeps the digits written onto its first word ("4G Gateway", not "G Gateway")', () => {
    const got = labels('Field handsets reach the 4G Gateway, which forwards every reading to Amazon Kinesis.');
    expect(got).toContain('4G Gateway');
    expect(got.some((l) => /^G /.test(l))).toBe(false);
  });
});
