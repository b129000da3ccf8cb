import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('relations: what moves on leaves from where the last clause arrived', () => {
  it('"traffic then flows through B to C" after a clause that reached A runs A → B → C', () => {
    const { edges } = plan('A VPN tunnel joins the branch network to a VPN gateway in the shared VNet; traffic then flows through Azure Firewall to virtual machines.', 'azure');
    expect(edges).toContain('VPN Gateway -> Azure Firewall');
    expect(edges).toContain('Azure Firewall -> Virtual Machines');
    expect(edges.some((e) => /Branch network -> Azure Firewall/.test(e))).toBe(false);
  });

  it('a new sentence about packets travelling on starts at the part reached before', () => {
    const { edges } = plan('Field laptops dial into an AWS Site-to-Site VPN. Packets then travel through an AWS Network Firewall to the EC2 fleet.');
    expect(edges.some((e) => /Site-to-Site VPN -> .*Network Firewall/.test(e))).toBe(true);
  });
});
