import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('build: the machines of a scaling group keep the text\'s name for them', () => {
  it('tally servers in a scaling group are drawn as tally servers, one per zone', () => {
    const d = drawn('Gamers post results through an Application Load Balancer; it shares the load over tally servers in an Amazon EC2 Auto Scaling group, and those tally servers append each result onto Amazon Kinesis Data Streams.', 'aws');
    const servers = d.nodes.filter((n) => /^Tally server/.test(n.label));
    expect(servers.length).toBeGreaterThanOrEqual(2);
    expect(servers.every((n) => n.service === 'aws.ec2')).toBe(true);
    expect(d.edges.some((e) => /^Tally server .* -> Amazon Kinesis Data Streams$/.test(e))).toBe(true);
  });

  it('a group named with no machines keeps the product\'s instance name', () => {
    const d = drawn('An Application Load Balancer fronts one EC2 Auto Scaling group that reads from Amazon RDS.', 'aws');
    expect(d.labels.some((l) => /^EC2 instance/.test(l))).toBe(true);
  });
});
