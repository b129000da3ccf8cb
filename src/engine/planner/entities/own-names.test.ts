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

describe('a service named again by another of its own names is the same part', () => {
  it('"a Kinesis Data Firehose … the delivery stream" is one Firehose, and the chain runs through it', () => {
    const d = drawn('Clickstream events from an API Gateway endpoint go to a Kinesis Data Firehose. The delivery stream batches them into an S3 bucket.');
    expect(d.services.filter((s) => s === 'aws.kinesis_firehose')).toHaveLength(1);
    expect(d.edges.some((e) => /Firehose -> S3/.test(e))).toBe(true);
  });
});
