import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('"This is the …" after a sentence about a part says which part it was', () => {
  it('"This is the busiest function app, which …" is the function app named before', () => {
    const { labels, edges } = drawnLabels('Azure Service Bus passes every claim to an Azure Functions app. This is the busiest function app, which records verdicts in Azure SQL Database.', 'azure');
    expect(labels.filter((l) => /function/i.test(l))).toHaveLength(1);
    expect(edges.some((e) => /^Azure Functions app -> Azure SQL Database/.test(e))).toBe(true);
  });

  it('a kind named nowhere before is left as the text says it', () => {
    const { labels } = drawnLabels('Azure Service Bus passes every claim to an Azure Functions app. This is the busiest queue in the design.', 'azure');
    expect(labels.some((l) => /Functions app/.test(l))).toBe(true);
  });
});
