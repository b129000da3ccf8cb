import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('"the same <product> …" points back at the part named before', () => {
  it('a word of its own after "the same" adds no second component', () => {
    const { labels, edges } = drawnLabels('Shift leads open Amazon QuickSight dashboards fed by Amazon Redshift. Auditors export quarterly summaries from the same QuickSight workspace.', 'aws');
    expect(labels.filter((l) => /QuickSight/.test(l))).toHaveLength(1);
    expect(edges.some((e) => /Auditors/.test(e) && /QuickSight/.test(e))).toBe(true);
  });

  it('"the same" reaches back across the sentence to the plainest part of that product', () => {
    const { labels, edges } = drawnLabels('Kiosk apps post tickets to an Azure Service Bus queue. Azure Functions drains the queue. Refund requests are sent by the kiosks to the same Service Bus namespace.', 'azure');
    expect(labels.filter((l) => /Service Bus/.test(l))).toHaveLength(1);
    expect(edges.some((e) => /Service Bus.* -> .*Functions/.test(e))).toBe(true);
  });
});
