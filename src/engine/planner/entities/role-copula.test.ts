import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a part said to act as an everyday kind of part plays that role', () => {
  it('"acts as the uploader that …": the role is no part of its own, and the part does what the relative says', () => {
    const { labels, edges } = drawnLabels('A partner SFTP server acts as the uploader that pushes supplier invoices every night. The uploader drops each invoice into Azure Blob Storage.', 'azure');
    expect(labels.some((l) => /uploader/i.test(l))).toBe(false);
    expect(edges.some((e) => /^Partner SFTP server -> Azure Blob Storage/.test(e))).toBe(true);
  });

  it('"the dispatcher" said later is the part that was said to act as it', () => {
    const { labels, edges } = drawnLabels('Azure Event Grid routes shelf alerts. Later, Azure Event Grid acts as the dispatcher that triggers the restock worker. The dispatcher also notifies Azure Monitor.', 'azure');
    expect(labels.some((l) => /dispatcher/i.test(l))).toBe(false);
    expect(edges).toContain('Azure Event Grid -> Restock worker');
    expect(edges).toContain('Azure Event Grid -> Azure Monitor');
  });

  it('"X represents a broadcast service that …": a name the catalog lacks becomes a part of that kind', () => {
    const { labels, edges } = drawnLabels('Ostara playback endpoint represents a broadcast service that pushes clips to a kiosk player app and to Azure Front Door.', 'azure');
    const ostara = labels.find((l) => l.startsWith('Ostara playback endpoint'));
    expect(ostara).toBeDefined();
    expect(labels.some((l) => /^Broadcast service/.test(l))).toBe(false);
    expect(edges).toContain(`${ostara} -> Kiosk player app`);
    expect(edges).toContain(`${ostara} -> Azure Front Door`);
  });

  it('a role before a preposition keeps the clause reading what lies on either side', () => {
    const { edges } = drawnLabels('Azure Service Bus serves as the buffer between the order portal and the fulfilment worker.', 'azure');
    expect(edges).toContain('Order portal -> Azure Service Bus');
    expect(edges).toContain('Azure Service Bus -> Fulfilment worker');
  });
});
