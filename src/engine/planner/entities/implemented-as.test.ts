import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a feature said to be built as one part names that part', () => {
  it('"Ticket triage logic is built as a Container App": the feature names the app', () => {
    const { labels, edges } = drawnLabels('Ticket triage logic is built as a Container App. It pulls tickets from Azure Service Bus and stores verdicts in Azure SQL Database.', 'azure');
    expect(labels).toContain('Container App (Ticket triage)');
    expect(edges.some((e) => /^Azure Service Bus -> Container App \(Ticket triage\)$/.test(e))).toBe(true);
    expect(edges.some((e) => /^Container App \(Ticket triage\) -> Azure SQL Database/.test(e))).toBe(true);
  });

  it('a feature built as "a" service named before is a copy of its own', () => {
    const { labels, edges } = drawnLabels('Shipping labels come from a Durable Functions app. Fare estimation is packaged as a Durable Functions app which asks Azure Maps for travel times.', 'azure');
    const fare = labels.find((l) => /\(Fare estimation\)$/.test(l));
    expect(fare).toBeDefined();
    expect(labels.filter((l) => /Durable Functions/.test(l))).toHaveLength(2);
    expect(edges.some((e) => e.startsWith(`${fare} -> `) && /Maps/.test(e))).toBe(true);
  });

  it('a word too plain to name a program names nothing', () => {
    const { labels } = drawnLabels('Everything is deployed as a Container App that reads orders from Azure Service Bus.', 'azure');
    expect(labels.some((l) => /Everything/.test(l))).toBe(false);
  });
});
