import { describe, expect, it } from 'vitest';
import { drawn, placed } from '../testing/drawn.js';

describe('relations: "Each <network> runs X" puts one X in every copy of the network', () => {
  it('every dock VPC of the ferry network hosts its own VM', () => {
    const { where } = placed('The ferry network has three dock VPCs. Every dock VPC hosts a Compute Engine VM.', 'gcp');
    const homes = [...where.entries()].filter(([label]) => /Compute Engine/.test(label)).map(([, chain]) => chain[0]);
    expect(new Set(homes).size).toBe(3);
  });

  it('each lane VPC of the orchard runs a cluster of its own', () => {
    const { where } = placed('Two lane VPCs hang off the orchard hub VPC. Each lane VPC runs a GKE cluster.', 'gcp');
    const lanes = [...where.values()].map((chain) => chain.find((g) => /Lane VPC/.test(g))).filter(Boolean);
    expect(new Set(lanes).size).toBe(2);
  });
});

describe('names written as code after a part noun', () => {
  it('"the subscription loaves-sub" is a Pub/Sub subscription called loaves-sub, between the topic and its reader', () => {
    const d = drawn('Orders land in the Pub/Sub topic loaves. Dataflow reads them through the subscription loaves-sub and writes them to BigQuery.', 'gcp');
    const sub = d.nodes.find((n) => n.service === 'gcp.pubsub_subscription');
    expect(sub?.label).toMatch(/loaves-sub/);
    expect(d.edges).toContain(`${sub!.label} -> Dataflow`);
  });
});

describe('catalog: Google Cloud load-balancer parts and models', () => {
  it('a dashed glossary of the observatory load balancer draws each part and the chain between them', () => {
    const d = drawn('The observatory stack has these parts. Forwarding rule - sends requests to the target proxy. Target proxy - routes requests to the URL map.', 'gcp');
    expect(d.services).toEqual(expect.arrayContaining(['gcp.forwarding_rule', 'gcp.target_proxy', 'gcp.url_map']));
    expect(d.edges.some((e) => /Forwarding Rule -> Target Proxy/i.test(e))).toBe(true);
  });

  it('a spoilage prediction model the pipeline calls is drawn as a model', () => {
    const d = drawn('Dataflow calls the spoilage prediction model and sends results to BigQuery.', 'gcp');
    expect(d.services).toContain('general.ml_model');
    expect(d.edges.some((e) => /^Dataflow -> .*model/i.test(e))).toBe(true);
  });
});

describe('catalog: Cloud DNS zones the text tells apart', () => {
  it('a private zone in the library hub and the DNS peering the wings use are two parts', () => {
    const d = drawn('The library hub VPC hosts a Cloud DNS private zone for the catalogue domain. The wing VPCs resolve names through DNS peering to the hub VPC.', 'gcp');
    expect(d.services.filter((s) => s === 'gcp.cloud_dns')).toHaveLength(2);
  });
});

describe('a code name holding a catalog word', () => {
  it('"the subscription all-crates-sub" keeps its whole name and reads into the bakery pipeline', () => {
    const d = drawn('Crates are published to Pub/Sub. The Dataflow job consumes crates from the subscription all-logs-sub and writes them to BigQuery.', 'gcp');
    const sub = d.nodes.find((n) => n.service === 'gcp.pubsub_subscription');
    expect(sub?.label).toMatch(/all-logs-sub/);
    expect(d.services).not.toContain('gcp.cloud_logging');
  });
});
