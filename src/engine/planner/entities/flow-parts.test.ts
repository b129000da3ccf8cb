import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('entities: a named flow that is started or acts is a workflow part', () => {
  it('"triggers a refund flow … the refund flow posts …" draws the flow between the two', () => {
    const { labels, edges } = drawnLabels('Returned parcels are logged in Azure Service Bus, which triggers a refund flow. The refund flow posts credit notes to Azure SQL Database.', 'azure');
    expect(labels.some((l) => /refund flow/i.test(l))).toBe(true);
    expect(edges.some((e) => /Service Bus -> .*refund flow/i.test(e))).toBe(true);
    expect(edges.some((e) => /refund flow -> .*SQL Database/i.test(e))).toBe(true);
  });

  it('a path ("the data flow") or a setting ("in the audit flow") is no part', () => {
    const { labels } = drawnLabels('The data flow is short. In the audit flow, Azure Functions copies receipts into a Blob Storage container.', 'azure');
    expect(labels.some((l) => /flow/i.test(l))).toBe(false);
  });
});
