import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('relations: a private link that ends in the network reaches the machines inside it', () => {
  it('a VPN chain ending at the VPC\'s gateway reaches the EC2 machine the text puts in a subnet', () => {
    const { edges } = drawn('An IPsec tunnel runs from the quarry office firewall and terminates at the virtual private gateway of our VPC; the weighbridge server lives on EC2 in a private subnet.', 'aws');
    expect(edges).toContain('Virtual Private Gateway -> EC2');
  });

  it('a VPN gateway joined only to the VNet reaches the VMs inside that VNet', () => {
    const { edges } = drawn('Azure VPN Gateway links the dairy plant to the hub VNet, and the herd tracker runs on Azure VMs in that VNet.', 'azure');
    expect(edges.some((e) => e.startsWith('Azure VPN Gateway ->') && /herd tracker/.test(e))).toBe(true);
  });

  it('with more machines than a few, the text would have said which one the link serves: no guess', () => {
    const { edges } = drawn('A VPN gateway links the dye works to our VPC. The loom planner runs on Amazon EC2, the yarn ledger on Amazon ECS, the colour matcher on Amazon EKS and the shipping clerk on AWS Fargate.', 'aws');
    expect(edges.filter((e) => /VPN gateway ->/.test(e) && /EC2|ECS|EKS|Fargate/.test(e))).toEqual([]);
  });
});
