import { describe, expect, it } from 'vitest';
import { readInfrastructureCode } from './read.js';

const one = (path: string, content: string) => [{ path, content }];
const byResource = (plan: { nodes: Array<{ id: string; props?: Record<string, unknown> }> }, address: string) => plan.nodes.find((n) => n.props?.iac_resource === address)!.id;
const pairs = (plan: { edges: Array<{ from: string; to: string }> }) => plan.edges.map((e) => `${e.from}>${e.to}`);

describe('CloudFormation / SAM reader', () => {
  it('resolves !Ref, !GetAtt and !Sub in YAML short form, and SAM event sources point at the function', async () => {
    const { plan } = await readInfrastructureCode(
      one(
        'stack/template.yaml',
        `AWSTemplateFormatVersion: "2010-09-09"
Transform: AWS::Serverless-2016-10-31
Resources:
  Inbox:
    Type: AWS::SQS::Queue
    Properties:
      RedrivePolicy:
        deadLetterTargetArn: !GetAtt Parking.Arn
  Parking:
    Type: AWS::SQS::Queue
  Ledger:
    Type: AWS::DynamoDB::Table
  Consumer:
    Type: AWS::Serverless::Function
    Properties:
      Environment:
        Variables:
          LEDGER: !Sub "arn:aws:dynamodb:\${AWS::Region}:\${AWS::AccountId}:table/\${Ledger}"
      Events:
        FromInbox:
          Type: SQS
          Properties:
            Queue: !GetAtt Inbox.Arn
`,
      ),
    );
    const [inbox, parking, ledger, consumer] = ['Inbox', 'Parking', 'Ledger', 'Consumer'].map((a) => byResource(plan, a));
    expect(pairs(plan)).toEqual(expect.arrayContaining([`${inbox}>${parking}`, `${consumer}>${ledger}`, `${inbox}>${consumer}`]));
    expect(plan.nodes.find((n) => n.id === consumer)!.props).toMatchObject({ iac_source: 'stack/template.yaml:13' });
  });

  it('reads JSON templates, zones from !Select/!GetAZs, and an existing VPC passed as a parameter', async () => {
    const template = {
      Parameters: { Network: { Type: 'AWS::EC2::VPC::Id' } },
      Resources: {
        SubnetA: { Type: 'AWS::EC2::Subnet', Properties: { VpcId: { Ref: 'Network' }, AvailabilityZone: { 'Fn::Select': [1, { 'Fn::GetAZs': '' }] } } },
        Box: { Type: 'AWS::EC2::Instance', Properties: { SubnetId: { Ref: 'SubnetA' } } },
        Db: { Type: 'AWS::RDS::DBInstance', Properties: { Engine: 'postgres', BackupRetentionPeriod: 0 } },
      },
    };
    const { plan } = await readInfrastructureCode(one('net.json', JSON.stringify(template, null, 2)));
    const vpc = plan.groups.find((g) => g.kind === 'vpc')!;
    const az = plan.groups.find((g) => g.kind === 'az')!;
    const subnet = plan.groups.find((g) => g.kind === 'subnet')!;
    expect(az.label).toBe('Availability Zone 2');
    expect([subnet.parent, az.parent]).toEqual([az.id, vpc.id]);
    expect(plan.nodes.find((n) => n.service === 'aws.ec2')!.group).toBe(subnet.id);
    const db = plan.nodes.find((n) => n.service === 'aws.rds')!;
    expect(db.props?.backup).toBe(false);
    expect(db.label).toMatch(/PostgreSQL/);
  });

  it('names the file and line of a YAML or JSON syntax error', async () => {
    await expect(readInfrastructureCode(one('bad.yaml', 'Resources:\n  A:\n    Type: AWS::SQS::Queue\n   Properties: [\n'))).rejects.toMatchObject({ file: 'bad.yaml', line: expect.any(Number) });
    await expect(readInfrastructureCode(one('bad.json', '{\n  "Resources": {\n    "A": ,\n  }\n}'))).rejects.toMatchObject({ file: 'bad.json', line: 3 });
  });
});
