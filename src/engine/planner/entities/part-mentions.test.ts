import { describe, expect, it } from 'vitest';
import { planDiagram } from '../index.js';

const drawn = (prompt: string, provider: 'aws' | 'azure' | 'gcp' = 'aws') => {
  const { model } = planDiagram(prompt, { provider, diagramType: 'architecture' });
  const label = new Map(model.nodes.map((n) => [n.id, n.label]));
  return {
    nodes: model.nodes.map((n) => ({ label: n.label, service: n.service ?? '' })),
    edges: model.edges.map((e) => `${label.get(e.source)} -> ${label.get(e.target)}`),
  };
};

describe('unnamed working parts and the words before people', () => {
  it('a workplace word before people or devices says which ones and draws no store of its own', () => {
    const d = drawn('Shop clerks key refunds into a Cloud Run form, and depot cameras post pallet counts to Pub/Sub.', 'gcp');
    expect(d.nodes.find((n) => /clerks/i.test(n.label))).toEqual({ label: 'Shop clerks', service: 'general.staff' });
    expect(d.nodes.find((n) => /cameras/i.test(n.label))?.label).toBe('Depot cameras');
    expect(d.nodes.some((n) => /warehouse|general\.(data_warehouse|object_storage)/.test(n.service))).toBe(false);
  });

  it('a workplace word inside the name of people adds no architecture of its own', () => {
    const d = drawn('Warehouse packers and store cashiers sign in to the staff portal.', 'azure');
    expect(d.nodes.some((n) => /synapse|data_factory|power_bi/.test(n.service))).toBe(false);
  });

  it('a thing before "manager" makes a software part; a job title stays a person', () => {
    const d = drawn('The lock manager looks up leases in ElastiCache. The account manager opens the QuickSight report.');
    expect(d.nodes.find((n) => /lock manager/i.test(n.label))).toEqual({ label: 'Lock manager', service: 'general.microservice' });
    expect(d.nodes.find((n) => /account manager/i.test(n.label))?.service).toBe('general.staff');
  });

  it('a lower-case part the catalog lacks is drawn when it sends or is called', () => {
    const d = drawn('A Lambda function hands each claim to the fraud scorer service, and the quote calculator pushes results into SQS.');
    expect(d.nodes.find((n) => /quote calculator/i.test(n.label))?.service).toBe('general.microservice');
    expect(d.edges.some((e) => /^Quote calculator -> SQS/.test(e))).toBe(true);
  });

  it('a part word with no verb around it adds nothing', () => {
    const d = drawn('Notes on the ranking engine follow later. Lambda writes to DynamoDB.');
    expect(d.nodes.some((n) => /ranking/i.test(n.label))).toBe(false);
  });
});
