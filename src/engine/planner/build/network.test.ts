import { describe, expect, it } from 'vitest';
import { placed } from '../testing/drawn.js';

describe('network structure in short prompts', () => {
  it('parts copied into each of several networks are joined within their own network only', () => {
    const { edges } = placed('Build three VPCs, each with a load balancer and an EC2 fleet behind it.', 'aws');
    const across = edges.filter((e) => /VPC ([ABC]).*->.*VPC (?!\1)[ABC]/.test(e));
    expect(across).toEqual([]);
    expect(edges.filter((e) => /Load Balancer \(VPC [ABC]\) -> EC2/.test(e))).toHaveLength(3);
  });

  it('a service name that only qualifies a subnet is part of the place ("(db subnet)")', () => {
    const { where, groups } = placed('Aurora Postgres (db subnet) fed by Fargate workers (private subnet)', 'aws');
    expect(groups.some((g) => g.kind === 'subnet' && g.label === 'DB subnet')).toBe(true);
    expect([...where.keys()].some((l) => /database/i.test(l) && !/aurora/i.test(l))).toBe(false);
    const aurora = [...where.entries()].find(([l]) => /aurora/i.test(l))!;
    expect(aurora[1][0]).toBe('DB subnet');
  });

  it('an arrow chain carries on past a parenthesised place', () => {
    const { edges } = placed('CloudFront -> NLB (public subnet) -> EC2 fleet (private subnet) -> ElastiCache', 'aws');
    expect(edges).toContain('NLB -> EC2 fleet');
    expect(edges).toContain('EC2 fleet -> ElastiCache');
    expect(edges).not.toContain('CloudFront -> EC2 fleet');
  });

  it('"a public subnet for X" puts X in that subnet, not in the one named next', () => {
    const { where } = placed('One VCN: a public subnet for the bastion host, then a private subnet for two worker instances.', 'oci');
    expect(where.get('Bastion host')?.[0]).toBe('Public subnet');
    expect(where.get('Worker instance 1')?.[0]).toMatch(/private/i);
  });

  it('managed compute the text puts in a subnet is drawn inside the network', () => {
    const { where } = placed('Lambda handlers running in the private subnets reach RDS MySQL.', 'aws');
    const lambda = [...where.entries()].find(([l]) => /lambda/i.test(l))!;
    expect(lambda[1][0]).toMatch(/private/i);
    expect(lambda[1]).toContain('VPC');
  });

  it('named zones become zone boxes of one network, one counted instance in each', () => {
    const { where, groups } = placed('Four GCE instances split as two in europe-west1-b and two in europe-west1-c.', 'gcp');
    expect(groups.filter((g) => g.kind === 'az').map((g) => g.label).sort()).toEqual(['europe-west1-b', 'europe-west1-c']);
    const zones = [...where.values()].map((chain) => chain[0]).filter((z) => z?.startsWith('europe'));
    expect(new Set(zones).size).toBe(2);
  });

  it('"N things, one in X and one in Y" places one in each region', () => {
    const { where } = placed('A pair of Function Apps, one in Japan East and one in Australia East, both sending to one Event Hub.', 'azure');
    const regions = [...where.entries()].filter(([l]) => /function/i.test(l)).map(([, chain]) => chain[0]).sort();
    expect(regions).toEqual(['Australia East', 'Japan East']);
  });

  it('an on-premises site written as a data centre is drawn', () => {
    const { where, edges } = placed('Our Frankfurt data centre links over FastConnect to a DRG.', 'oci');
    expect([...where.keys()].some((l) => /data centre/i.test(l))).toBe(true);
    expect(edges.some((e) => /data centre/i.test(e) && /FastConnect/.test(e))).toBe(true);
  });

  it('a subnet "holding" or "with" components houses the ones named after it', () => {
    const { where } = placed('A VPC: public subnets holding a NAT gateway, app subnets with the EC2 workers that call DynamoDB.', 'aws');
    expect(where.get('NAT Gateway')?.[0]).toMatch(/public/i);
    const workers = [...where.entries()].find(([l]) => /EC2 workers/.test(l))!;
    expect(workers[1][0]).toMatch(/app/i);
  });

  it('on-premises parts stay outside the cloud network they are wired to', () => {
    const { where, groups } = placed('The hub VNet holds a VPN gateway plus our branch office.', 'azure');
    expect(where.get('Branch office')).toEqual(['On-premises']);
    expect(groups.some((g) => g.kind === 'onprem' && /data center/i.test(g.label))).toBe(false);
  });

  it('the one region a prompt names is drawn as a box holding the network', () => {
    const { where, groups } = placed('Inside ap-south-1, a VPC runs EC2 batch hosts; CloudFront serves the static files from S3.', 'aws');
    expect(groups.some((g) => g.kind === 'region' && g.label === 'ap-south-1')).toBe(true);
    const hosts = [...where.entries()].find(([l]) => /EC2/.test(l))!;
    expect(hosts[1]).toContain('ap-south-1');
    expect(where.get('CloudFront')).not.toContain('ap-south-1');
  });

  it('a hyphenated zone count ("three-AZ") asks for that many zones', () => {
    const { groups } = placed('three-AZ layout: NLB to EC2 app hosts to ElastiCache', 'aws');
    expect(groups.filter((g) => g.kind === 'az')).toHaveLength(3);
  });

  it('an everyday noun names a box apart from its sibling ("the cache namespace" is not "the web namespace")', () => {
    const { where, groups } = placed('The storefront deployment sits in the web namespace; a Memcached pod sits in the cache namespace.', 'kubernetes');
    expect(groups.filter((g) => g.kind === 'namespace').map((g) => g.label).sort()).toEqual(['Cache namespace', 'Web namespace']);
    const pod = [...where.entries()].find(([l]) => /memcached/i.test(l))!;
    expect(pod[1][0]).toBe('Cache namespace');
  });

  it('two networks called "the app VPC" and "the data VPC" are two boxes', () => {
    const { where, groups } = placed('Fargate tasks live in the app VPC and Neptune lives in the data VPC, with peering between them.', 'aws');
    expect(groups.filter((g) => g.kind === 'vpc').map((g) => g.label).sort()).toEqual(['App VPC', 'Data VPC']);
    expect(where.get('Neptune')).toContain('Data VPC');
  });

  it('DNS failing over between two regions is one global service, not one per region', () => {
    const { where } = placed('Cloud DNS fails over between us-east4 and europe-west3, each region running a GKE cluster.', 'gcp');
    const dns = [...where.keys()].filter((l) => /DNS/.test(l));
    expect(dns).toHaveLength(1);
    expect(where.get(dns[0]!)).toEqual(['Google Cloud']);
  });

  it('"the X" that is only another name of the on-premises site is that site', () => {
    const { where } = placed('An on-prem data centre sends backups over Direct Connect; the on-premises network also reaches S3.', 'aws');
    expect([...where.keys()].filter((l) => /on-prem/i.test(l))).toHaveLength(1);
  });

  it('network appliances nobody placed go in the hub network, not in a third network of their own', () => {
    const { where, groups } = placed('Linux VMs run in the spoke VNet; the hub VNet is peered to it; a VPN gateway terminates the branch tunnel.', 'azure');
    expect(groups.filter((g) => g.kind === 'vpc').map((g) => g.label).sort()).toEqual(['Hub VNet', 'Spoke VNet']);
    expect(where.get('VPN Gateway')).toContain('Hub VNet');
  });

  it('a counted box followed by its names is one box per name', () => {
    const { groups } = placed('Peering joins three VNets (hub, finance, research) in one subscription.', 'azure');
    expect(groups.filter((g) => g.kind === 'vpc').map((g) => g.label.split(' ')[0]).sort()).toEqual(['Finance', 'Hub', 'Research']);
    const { groups: ns } = placed('Argo Rollouts across two namespaces, canary and stable, behind a Contour ingress', 'kubernetes');
    expect(ns.filter((g) => g.kind === 'namespace').map((g) => g.label).sort()).toEqual(['Canary namespace', 'Stable namespace']);
  });

  it('a prose list after a counted box is not read as its names', () => {
    const { groups } = placed('Two VPCs, one for batch and shared tooling, sit behind a transit gateway.', 'aws');
    expect(groups.some((g) => /tooling|batch/i.test(g.label) && g.kind === 'vpc' && /^(Batch|Shared|Tooling)/.test(g.label))).toBe(false);
  });

  it('a namespace with a workload holds it instead of pointing at it', () => {
    const { where, edges } = placed('The ops namespace with a Grafana deployment reads metrics from Prometheus.', 'kubernetes');
    const grafana = [...where.entries()].find(([l]) => /grafana/i.test(l))!;
    expect(grafana[1][0]).toBe('Ops namespace');
    expect(edges.some((e) => e.startsWith('Ops namespace'))).toBe(false);
  });

  it('a DMZ the text puts servers in is a box around them', () => {
    const { where, groups } = placed('Two HAProxy nodes sit in a DMZ and forward to the billing app.', 'general');
    expect(groups.some((g) => g.label === 'DMZ')).toBe(true);
    expect([...where.entries()].filter(([l]) => /haproxy/i.test(l)).every(([, chain]) => chain[0] === 'DMZ')).toBe(true);
  });

  it('an arrow chain goes on from a stop the text placed in a box ("-> X in the VPC -> Y")', () => {
    const { edges, groups } = placed('Route 53 -> NLB -> Fargate workers inside the VPC -> DocumentDB', 'aws');
    expect(edges).toContain('Fargate workers -> DocumentDB');
    expect(edges).not.toContain('NLB -> DocumentDB');
    expect(groups.filter((g) => g.kind === 'subnet').map((g) => g.label).sort()).toEqual(['Private app subnet', 'Private data subnet', 'Public subnet']);
  });

  it('an arrow after a bracket that names a second service goes on from the first one', () => {
    const { edges } = placed('Traffic Manager -> App Gateway (WAF) -> a VM scale set of render nodes', 'azure');
    expect(edges.some((e) => /^Application Gateway -> /.test(e) || /^App Gateway -> /.test(e))).toBe(true);
    expect(edges.some((e) => /^WAF.* -> VM/i.test(e))).toBe(false);
  });

  it('a bare role word after "as" is what the component is for, not another component', () => {
    const { where } = placed('ExpressRoute into the hub VNet, with a VPN gateway as failover.', 'azure');
    expect([...where.keys()].some((l) => /^failover$/i.test(l))).toBe(false);
    const { where: w2 } = placed('Cloud Interconnect to the VPC, Cloud VPN as backup.', 'gcp');
    expect([...w2.keys()].some((l) => /backup/i.test(l))).toBe(false);
  });

  it('"the instances in the application tier": a tier that holds parts is drawn as a box around them', () => {
    const { where, groups } = placed('An Application Load Balancer sends requests to three EC2 instances in the application tier.', 'aws');
    expect(groups.some((g) => g.kind === 'subnet' && g.label === 'Application tier')).toBe(true);
    expect(where.get('EC2 instance 1')?.[0]).toBe('Application tier');
  });
});
