import { describe, expect, it } from 'vitest';
import type { Provider } from '../../../shared/contract/values.js';
import { planDiagram } from '../index.js';

function plan(prompt: string, provider: Provider) {
  const { model } = planDiagram(prompt, { provider, diagramType: 'architecture' });
  const label = new Map(model.nodes.map((n) => [n.id, n.label]));
  const groupOf = (name: string) => model.nodes.find((n) => n.label === name)?.parent;
  const edges = model.edges.map((e) => `${label.get(e.source) ?? e.source} -> ${label.get(e.target) ?? e.target}`);
  return { edges, groupOf, model };
}

describe('relations: "to a <plain noun> on <place>" aims at the place', () => {
  it('a delivery tool shipping to "a test cluster on AKS" reaches AKS and stays outside the cluster', () => {
    const { edges, groupOf, model } = plan('Azure Pipelines ships every approved build to a test cluster on AKS.', 'azure');
    expect(edges.some((e) => /^Azure Pipelines -> .*(AKS|Kubernetes)/.test(e))).toBe(true);
    const box = groupOf('Azure Pipelines');
    const boxKind = model.groups.find((g) => g.id === box)?.kind;
    expect(boxKind).not.toBe('cluster');
  });

  it('a gateway "in front of" workloads on a managed cluster leads to the cluster, not into it', () => {
    const { edges, groupOf, model } = plan('Azure API Management in front of the order handlers on AKS.', 'azure');
    expect(edges.some((e) => /^API Management -> .*AKS/.test(e) || /^Azure API Management -> .*AKS/.test(e))).toBe(true);
    const box = groupOf('API Management') ?? groupOf('Azure API Management');
    expect(model.groups.find((g) => g.id === box)?.kind).not.toBe('cluster');
  });

  it('a workload said to run on the cluster still sits inside it', () => {
    const { groupOf, model } = plan('Billing pods run on an EKS cluster and store invoices in DynamoDB.', 'aws');
    const box = groupOf('Pods') ?? groupOf('Billing Pods');
    expect(model.groups.find((g) => g.id === box)?.kind).toBe('cluster');
  });
});

describe('entities: a heading that is only a service', () => {
  it('"EKS: …" keeps the cluster service as a part of the drawing', () => {
    const { model } = plan('EKS: a checkout deployment publishes each order to an SQS queue that a Lambda drains.', 'aws');
    expect(model.nodes.some((n) => /EKS/.test(n.label)) || model.groups.some((g) => /EKS/.test(g.label))).toBe(true);
  });

  it('a heading with more words than the service still only describes the system', () => {
    const { model } = plan('Amazon EKS order intake: a checkout deployment publishes each order to a queue that a Lambda drains.', 'aws');
    expect(model.nodes.some((n) => /EKS/.test(n.label)) || model.groups.some((g) => /EKS/.test(g.label))).toBe(false);
  });
});
