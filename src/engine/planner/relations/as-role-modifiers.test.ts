import { describe, expect, it } from 'vitest';
import { planDiagram } from '../index.js';
import type { Provider } from '../../../shared/contract/values.js';

const drawn = (prompt: string, provider: Provider = 'aws') => {
  const { model } = planDiagram(prompt, { provider, diagramType: 'architecture' });
  return model.nodes.map((n) => n.label);
};

describe('a role after "as" with a hyphened modifier names what the part is for', () => {
  it('"as the fan-out coordinator" adds no coordinator of its own', () => {
    const labels = drawn('Our stack runs AWS Step Functions as the fan-out coordinator and keeps results in Amazon S3.');
    expect(labels.some((l) => /coordinator/i.test(l))).toBe(false);
    expect(labels.some((l) => /Step Functions/.test(l))).toBe(true);
  });

  it('"as a roll-up scheduler" is the role of the part before it', () => {
    const labels = drawn('Invoices land in Azure Table Storage, with Azure Logic Apps as a roll-up scheduler.', 'azure');
    expect(labels.some((l) => /scheduler/i.test(l))).toBe(false);
  });

  it('a plain preposition still ends the role: the part after "to" is drawn', () => {
    const labels = drawn('Amazon Kinesis hands events from AWS Lambda as a bridge to Amazon Redshift.');
    expect(labels.some((l) => /Redshift/.test(l))).toBe(true);
  });
});
