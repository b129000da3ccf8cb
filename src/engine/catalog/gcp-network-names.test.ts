import { describe, expect, it } from 'vitest';
import { findMentions } from './index.js';

const read = (text: string): [string, string][] => findMentions(text, 'gcp').map((m) => [m.matched, m.entry.id]);

describe('Google Cloud network and security names read on gcp, never on another cloud', () => {
  it('peering, flow logs and an internal load balancer are Google Cloud parts', () => {
    expect(read('The ferry hub joins the depot network through VPC Network Peering.')).toContainEqual(['VPC Network Peering', 'gcp.vpc_peering']);
    expect(read('VPC Flow Logs from the ticket kiosks feed the audit dataset.')).toContainEqual(['VPC Flow Logs', 'gcp.flow_logs']);
    expect(read('An Internal Load Balancer spreads the tide readings across two gauges.')).toContainEqual(['Internal Load Balancer', 'gcp.load_balancing']);
  });

  it('egress proxies, perimeters and workload identities have entries of their own', () => {
    expect(read('The greenhouse sensors reach the internet only through Secure Web Proxy.')).toContainEqual(['Secure Web Proxy', 'gcp.secure_web_proxy']);
    expect(read('A service perimeter of VPC Service Controls wraps the seed bank.')).toContainEqual(['VPC Service Controls', 'gcp.vpc_service_controls']);
    expect(read('The build robot signs in with Workload Identity Federation.')).toContainEqual(['Workload Identity Federation', 'gcp.workload_identity']);
  });

  it('attachments, tunnels and firewalls name the product they belong to', () => {
    expect(read('Two VLAN attachments carry the planetarium traffic.')).toContainEqual(['VLAN attachments', 'gcp.interconnect']);
    expect(read('The producer publishes a service attachment for the orchard API.')).toContainEqual(['service attachment', 'gcp.psc_service_attachment']);
    expect(read('A web application firewall screens the zoo tickets.')).toContainEqual(['web application firewall', 'gcp.cloud_armor']);
    expect(read('The lighthouse VPN tunnels end in the hub.')).toContainEqual(['VPN tunnels', 'gcp.cloud_vpn']);
  });
});

describe('a product name, then another name of the same product, is one mention', () => {
  it('keeps the whole run of names', () => {
    expect(read('Cloud Logging aggregated sinks collect the mill events.')).toEqual([['Cloud Logging aggregated sinks', 'gcp.cloud_logging']]);
  });

  it('a full name written twice stays two mentions', () => {
    expect(read('Scans land in Cloud Storage Cloud Storage notifies the indexer.').filter(([, id]) => id === 'gcp.cloud_storage')).toHaveLength(2);
  });
});
