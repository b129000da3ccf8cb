import { describe, expect, it } from 'vitest';
import { resolveService } from '../../catalog/index.js';
import { drawn as plan } from '../testing/drawn.js';

describe('entities: a program the catalog lacks, named by a script, agent or daemon head', () => {
  it('a hyphenated script name is one component that moves the data it is said to move', () => {
    const { nodes, edges } = plan('Every hour the invoice-export script pulls rows out of Cloud SQL and drops CSV files into a Cloud Storage bucket.', 'gcp');
    expect(nodes.map((n) => n.label)).toContain('Invoice-export script');
    expect(edges.some((e) => /Cloud SQL.* -> Invoice-export script/.test(e))).toBe(true);
    expect(edges.some((e) => /Invoice-export script -> Cloud Storage/.test(e))).toBe(true);
  });

  it('an agent with a plain name relays from its source to its sink', () => {
    const { nodes, edges } = plan('A metrics-relay agent scrapes the Kafka brokers and pushes samples to Cloud Monitoring.', 'gcp');
    expect(nodes.find((n) => /metrics-relay agent/i.test(n.label))?.service).toBe('general.worker');
    expect(edges.some((e) => /metrics-relay agent -> Cloud Monitoring/i.test(e))).toBe(true);
  });

  it('"there is a script": a verb before the head names nothing', () => {
    const { nodes } = plan('For operators there is script support in Cloud Shell, and Cloud Run hosts the storefront.', 'gcp');
    expect(nodes.map((n) => n.label).filter((l) => /^is\b/i.test(l))).toEqual([]);
  });
});

describe('catalog: appliances and hypervisor products are named and of their kind', () => {
  it('vendor appliances and virtualisation managers answer to their written names', () => {
    for (const [name, id] of [['BIG-IP', 'general.f5_bigip'], ['vCenter Server', 'general.vmware_vcenter'], ['ESXi host', 'general.vmware_esxi'], ['CoreDNS', 'general.coredns']] as const) {
      expect(resolveService(name, 'gcp')?.id, name).toBe(id);
    }
  });

  it('Google Cloud products missing before answer on gcp', () => {
    for (const [name, id] of [['Transcoder API', 'gcp.transcoder_api'], ['Managed Microsoft AD', 'gcp.managed_ad'], ['Packet Mirroring', 'gcp.packet_mirroring'], ['GCVE', 'gcp.vmware_engine']] as const) {
      expect(resolveService(name, 'gcp')?.id, name).toBe(id);
    }
  });

  it('an appliance fed by a load balancer keeps its vendor spelling', () => {
    const { nodes, edges } = plan('Two BIG-IP VE instances sit behind a regional network load balancer in the DMZ project.', 'gcp');
    expect(nodes.find((n) => n.service === 'general.f5_bigip')?.label).toMatch(/BIG-IP/);
    expect(edges.some((e) => /load balancer -> .*BIG-IP/i.test(e))).toBe(true);
  });
});

describe('entities: a machine named by its role and "instance"', () => {
  it('"a canary instance" is a machine of its own that sends what the text says', () => {
    const { nodes, edges } = plan('A single canary instance replays synthetic checkouts and stores timings in BigQuery.', 'gcp');
    expect(nodes.find((n) => /canary instance/i.test(n.label))?.service).toBe('general.app_server');
    expect(edges.some((e) => /canary instance -> BigQuery/i.test(e))).toBe(true);
  });

  it('an instance of a database product stays that product', () => {
    const { nodes } = plan('The billing tool keeps invoices in a Cloud SQL replica instance.', 'gcp');
    expect(nodes.filter((n) => n.service === 'general.app_server')).toEqual([]);
  });
});

describe('catalog mentions: a product called by its head noun', () => {
  it('"a Cloud SQL database" is Cloud SQL, not a vendor-neutral database beside it', () => {
    const { nodes } = plan('Shipment events are persisted in a Cloud SQL database by a Cloud Run job.', 'gcp');
    expect(nodes.filter((n) => /database/i.test(n.label)).map((n) => n.service)).toEqual(['gcp.cloudsql']);
  });
});

describe('entities: a plural head noun after a product belongs to its name', () => {
  it('"two HA VPN gateways" are gateways of Cloud VPN, and no other part takes the word', () => {
    const { nodes } = plan('Two HA VPN gateways connect the warehouse network to the analytics VPC.', 'gcp');
    expect(nodes.filter((n) => n.service === 'gcp.cloud_vpn').map((n) => n.label)).toEqual([expect.stringMatching(/gateway/), expect.stringMatching(/gateway/)]);
    expect(nodes.filter((n) => n.service !== 'gcp.cloud_vpn' && /gateways/.test(n.label))).toEqual([]);
  });
});

describe('entities: machines named by a product said before are that product', () => {
  it('"the Suricata VMs" after Suricata itself are one component', () => {
    const { nodes, edges } = plan('Mirrored traffic is inspected by Suricata. The Suricata VMs ship their alerts to Cloud Logging.', 'gcp');
    expect(nodes.filter((n) => /Suricata/.test(n.label)).map((n) => n.service)).toEqual(['general.suricata']);
    expect(edges.some((e) => /Suricata.* -> Cloud Logging/.test(e))).toBe(true);
  });
});
