import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ModelSchema, type ArchitectureModel } from '../model/index.js';
import { compile } from './compile.js';
import { parse, type ParseResult } from './parse.js';
import { CORPUS_DIR } from '../../testing/shared-data.js';

/** Real draw.io files from public repositories (see the shared corpus README.md). */
const CORPUS = CORPUS_DIR;
const MANIFEST = JSON.parse(readFileSync(`${CORPUS}/MANIFEST.json`, 'utf8')) as Array<{ file: string; pages: number; compressed: boolean }>;

function read(file: string, page = 0): ParseResult {
  return parse(readFileSync(`${CORPUS}/files/${file}`, 'utf8'), { page });
}

const services = (m: ArchitectureModel): string[] => m.nodes.flatMap((n) => (n.service ? [n.service] : []));
const node = (m: ArchitectureModel, id: string) => m.nodes.find((n) => n.id === id);
const group = (m: ArchitectureModel, id: string) => m.groups.find((g) => g.id === id);

describe.each(MANIFEST)('$file', ({ file, pages }) => {
  it(`parses all ${pages} page(s) into valid models that compile and parse back unchanged`, () => {
    const first = read(file.replace('files/', ''));
    expect(first.pages).toHaveLength(pages);
    for (let page = 0; page < pages; page++) {
      const { model, geometry } = read(file.replace('files/', ''), page);
      expect(() => ModelSchema.parse(model)).not.toThrow();
      const again = parse(compile(model, geometry));
      expect(again.model).toEqual(model);
      expect(again.geometry).toEqual(geometry);
    }
  });
});

describe('what parse understands in foreign files', () => {
  it('01 AWS bookstore: VPC, AZs, public/private subnets and the RDS instance in a private subnet', () => {
    const { model } = read('01-aws-bookstore-vpc-ec2-rds.drawio');
    expect(model.provider).toBe('aws');
    expect(services(model)).toEqual(expect.arrayContaining(['aws.rds', 'aws.ec2', 'aws.cloudfront', 'aws.s3', 'aws.cognito']));
    expect(services(model).length).toBeGreaterThanOrEqual(10);
    expect(node(model, 's_8htkPsqy1MqizyE1mn-23')).toMatchObject({ service: 'aws.rds', parent: 's_8htkPsqy1MqizyE1mn-19' });
    expect(group(model, 's_8htkPsqy1MqizyE1mn-19')).toMatchObject({ kind: 'subnet', label: 'Private subnet', props: { public: false } });
    expect(group(model, 's_8htkPsqy1MqizyE1mn-18')).toMatchObject({ kind: 'subnet', props: { public: true, tier: 'public' } });
    expect(group(model, 's_8htkPsqy1MqizyE1mn-17')?.kind).toBe('az'); // from the group icon: its label is empty
    expect(group(model, 's_8htkPsqy1MqizyE1mn-16')).toMatchObject({ kind: 'vpc', parent: 's_8htkPsqy1MqizyE1mn-14' });
    expect(node(model, 's_8htkPsqy1MqizyE1mn-27')?.label).toBe('Amazon\nCognito'); // HTML label: <div>s became lines
  });

  it('02 closed network (2 pages): the second page is the architecture', () => {
    const { model } = read('02-aws-closed-network-ecs-aurora.drawio', 1);
    expect(services(model)).toEqual(expect.arrayContaining(['aws.alb', 'aws.aurora', 'aws.ecs', 'aws.transit_gateway']));
    expect(services(model).length).toBeGreaterThanOrEqual(20);
    expect(model.groups.filter((g) => g.kind === 'az')).toHaveLength(4);
  });

  it('03 compressed: region, VPC, three public and three private subnets', () => {
    const { model } = read('03-aws-ecs-wordpress-vpc.drawio');
    expect(node(model, 'haqV2WYAlYL9s3ILe3M4-4')).toMatchObject({ service: 'aws.alb', parent: 'haqV2WYAlYL9s3ILe3M4-41' });
    expect(node(model, 'haqV2WYAlYL9s3ILe3M4-20')).toMatchObject({ service: 'aws.aurora', label: 'wp-table\n(serverless)' });
    const subnets = model.groups.filter((g) => g.kind === 'subnet');
    expect(subnets.filter((g) => g.props['public'] === true)).toHaveLength(3);
    expect(subnets.filter((g) => g.props['public'] === false)).toHaveLength(3);
  });

  it('04 network: CIDR blocks from labels, the NAT gateway in the public subnet', () => {
    const { model } = read('04-aws-vpc-igw-nat-routes.drawio');
    expect(group(model, 'xUw8YhvnMwWjDfX-TATp-4')).toMatchObject({ kind: 'vpc', props: { cidr: '10.0.0.0/10' } });
    expect(group(model, 'xUw8YhvnMwWjDfX-TATp-21')).toMatchObject({ kind: 'subnet', props: { cidr: '10.0.0.0/11', public: true, tier: 'public' } });
    expect(node(model, 'xUw8YhvnMwWjDfX-TATp-29')).toMatchObject({ service: 'aws.nat_gateway', parent: 'xUw8YhvnMwWjDfX-TATp-21' });
  });

  it('05 EKS: the Auto Scaling group is an overlay drawn around its members', () => {
    const { model } = read('05-aws-galaxy-eks-rds-efs.drawio');
    const asg = group(model, 'V7J-wsQXkFmpivZZeLGF-34')!;
    expect(asg.kind).toBe('overlay');
    expect(asg.members).toEqual(expect.arrayContaining(['V7J-wsQXkFmpivZZeLGF-16', 'V7J-wsQXkFmpivZZeLGF-33']));
    expect(model.groups.filter((g) => g.kind === 'az').map((g) => g.label)).toEqual(['AZ1', 'AZ2', 'AZ3']);
    expect(services(model)).toEqual(expect.arrayContaining(['aws.rds', 'aws.efs', 'kubernetes.pod']));
  });

  it('08 edges drawn without ends are left out of the model but kept in the document', () => {
    const { model, reservedIds } = read('08-aws-ppe-detection-serverless.drawio');
    expect(model.edges).toEqual([]);
    expect(reservedIds).toContain('tFWFpnyPMGEzy5Yl4swx-9');
    expect(services(model)).toEqual(expect.arrayContaining(['aws.lambda', 'aws.rekognition', 'aws.s3', 'aws.athena']));
  });

  it('11 three compressed pages, each its own model', () => {
    const first = read('11-aws-focusmark-route53-lambda.drawio');
    expect(first.pages.map((p) => p.name)).toEqual(['Resources', 'Name Server Flow', 'Hosted Zone Architecture']);
    expect(services(first.model)).toEqual(expect.arrayContaining(['aws.route53', 'aws.lambda', 'aws.s3']));
    expect(read('11-aws-focusmark-route53-lambda.drawio', 1).model.provider).toBe('general'); // a plain flowchart
  });

  it('14 Azure hub/spoke: azure icons of three families and the bastion subnet', () => {
    const { model } = read('14-azure-hub-spoke-appgw-pep.drawio');
    expect(model.provider).toBe('azure');
    expect(services(model).length).toBeGreaterThanOrEqual(15);
    expect(group(model, 'u17uNXwV3mBdmeUr_F5R-1')).toMatchObject({ kind: 'subnet', label: 'AzureBastionSubnet' });
  });

  it('19 Azure functions: services and labelled edges', () => {
    const { model } = read('19-azure-functions-cosmosdb.drawio');
    expect(node(model, '2')?.service).toBe('azure.cosmos_db');
    expect(node(model, '3')).toMatchObject({ service: 'azure.functions', label: 'Azure Function\nCosmos DB Trigger' });
    expect(model.edges.find((e) => e.id === '4')).toMatchObject({ source: '2', target: '3', label: 'Change Feed' });
  });

  it('20 classic mxgraph.azure stencils', () => {
    const { model } = read('20-azure-classic-azure-stencils.drawio');
    expect(services(model).length).toBeGreaterThanOrEqual(20);
    expect(services(model)).toEqual(expect.arrayContaining(['azure.sql_database', 'azure.app_service', 'azure.service_bus']));
  });

  it('21 GCP hexagon icons on both pages', () => {
    const events = read('21-gcp-photosharing-cloudrun-2p.drawio', 0).model;
    const workflows = read('21-gcp-photosharing-cloudrun-2p.drawio', 1).model;
    expect(events.provider).toBe('gcp');
    expect(services(events)).toEqual(expect.arrayContaining(['gcp.cloud_run', 'gcp.cloud_functions', 'gcp.firestore']));
    expect(node(workflows, 'tMWNW8w86x6aNaAS5eqx-16')).toMatchObject({ service: 'gcp.cloud_run', label: 'Thumbnail\nCloud Run' });
  });

  it('25 GCP service mesh: dozens of hexagon icons, Chinese labels intact', () => {
    const { model } = read('25-gcp-service-mesh-hexicons.drawio');
    expect(services(model).length).toBeGreaterThanOrEqual(30);
    expect(node(model, 'eZYyLCt_hwa3hqgVvQd0-169')?.label).toBe('故障注入');
  });

  it('27 Kubernetes icon2 objects (which draw.io 14.7.3 cannot draw) are still recognised', () => {
    const { model } = read('27-k8s-home-assistant-ingress.drawio');
    expect(model.provider).toBe('kubernetes');
    expect(node(model, 'A0QEv23gE5V9U2TAgRKM-3')).toMatchObject({ service: 'kubernetes.pod', label: 'Home\nAssistant' });
    expect(services(model)).toEqual(expect.arrayContaining(['kubernetes.deployment', 'kubernetes.persistentvolumeclaim', 'kubernetes.ingress']));
  });

  it('28 and 30: UserObject data attributes become props', () => {
    expect(node(read('28-k8s-cluster-infra-userobjects.drawio').model, 'fGXDtYMdHU8p9bkCQJgd-10')?.props).toEqual({ name: 'Variable' });
    const gitflow = read('30-generic-gitflow-feature-flags-tags.drawio').model;
    expect(node(gitflow, '4')?.props).toEqual({ tags: 'core' });
    expect(services(gitflow)).toEqual([]);
  });

  it('32 UML sequence: no cloud services, lifelines are groups', () => {
    const { model } = read('32-generic-uml-sequence.drawio');
    expect(services(model)).toEqual([]);
    expect(model.groups.map((g) => g.label)).toEqual(expect.arrayContaining([':Customer', ':ItemDatabase']));
  });
});
