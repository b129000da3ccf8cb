import { describe, expect, it } from 'vitest';
import { planDiagram } from '../index.js';

const drawn = (prompt: string, provider: 'aws' | 'gcp' | 'azure' = 'aws') => {
  const { model } = planDiagram(prompt, { provider, diagramType: 'architecture' });
  const label = new Map(model.nodes.map((n) => [n.id, n.label]));
  return {
    services: model.nodes.map((n) => n.service ?? ''),
    edges: model.edges.map((e) => `${label.get(e.source)} -> ${label.get(e.target)}`),
  };
};

describe('"subscribes X to Y": Y feeds X', () => {
  it('the part named after the verb takes in what the topic publishes', () => {
    const d = drawn('The stack subscribes an audit Lambda function to the SNS topic, and the function writes each event to DynamoDB.');
    expect(d.edges.some((e) => /^SNS topic -> .*Lambda function$/.test(e))).toBe(true);
    expect(d.edges.some((e) => /Lambda function -> SNS topic/.test(e))).toBe(false);
  });
});
