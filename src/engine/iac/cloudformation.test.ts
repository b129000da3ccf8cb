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

describe('CloudFormation stacks and copies', () => {
  it('links !ImportValue to the resource another template of the request exports', async () => {
    const network = `Resources:
  Edge:
    Type: AWS::ElasticLoadBalancingV2::LoadBalancer
  EdgeListener:
    Type: AWS::ElasticLoadBalancingV2::Listener
    Properties:
      LoadBalancerArn: !Ref Edge
Outputs:
  Listener:
    Value: !Ref EdgeListener
    Export:
      Name: !Sub "\${AWS::StackName}:EdgeListener"
`;
    const app = `Parameters:
  Base: { Type: String, Default: shared }
Resources:
  Pool:
    Type: AWS::ElasticLoadBalancingV2::TargetGroup
  Rule:
    Type: AWS::ElasticLoadBalancingV2::ListenerRule
    Properties:
      ListenerArn: !ImportValue
        Fn::Join: [":", [!Ref Base, EdgeListener]]
      Actions: [{ Type: forward, TargetGroupArn: !Ref Pool }]
`;
    const { plan } = await readInfrastructureCode([{ path: 'net.yaml', content: network }, { path: 'app.yaml', content: app }]);
    expect(pairs(plan)).toContain(`${byResource(plan, 'Edge')}>${byResource(plan, 'Pool')}`);
  });

  it('draws numbered copies that sit and connect alike once, with their number; copies in different subnets stay apart', async () => {
    const template = {
      Resources: {
        Share: { Type: 'AWS::EFS::FileSystem' },
        ...Object.fromEntries([1, 2, 3].map((i) => [`ShareMount${i}`, { Type: 'AWS::EFS::MountTarget', Properties: { FileSystemId: { Ref: 'Share' } } }])),
        Net: { Type: 'AWS::EC2::VPC' },
        ...Object.fromEntries(['One', 'Two'].map((i) => [`Zone${i}`, { Type: 'AWS::EC2::Subnet', Properties: { VpcId: { Ref: 'Net' } } }])),
        ...Object.fromEntries(['One', 'Two'].map((i) => [`Nat${i}`, { Type: 'AWS::EC2::NatGateway', Properties: { SubnetId: { Ref: `Zone${i}` } } }])),
      },
    };
    const { plan } = await readInfrastructureCode([{ path: 'fs.json', content: JSON.stringify(template) }]);
    const mounts = plan.nodes.filter((n) => n.props?.iac_resource?.toString().startsWith('ShareMount'));
    expect(mounts).toHaveLength(1);
    expect(mounts[0]).toMatchObject({ label: 'ShareMount ×3 (EFS mount target)', props: { replicas: 3 } });
    expect(plan.nodes.filter((n) => n.service === 'aws.nat_gateway')).toHaveLength(2);
  });
});
