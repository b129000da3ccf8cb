import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('an engine a cloud service was named for, said again alone, is that service', () => {
  it('"Cosmos DB for Cassandra … from Cassandra": one store', () => {
    const { labels } = drawnLabels('The tram ticketing service keeps every tap-in in Cosmos DB for Cassandra. Overnight, a fare job reads the taps from Cassandra and totals them.', 'azure');
    expect(labels.filter((n) => /Cassandra/.test(n))).toHaveLength(1);
  });

  it('the engine with no service named for it stays a part of its own', () => {
    const { labels } = drawnLabels('The bakery ledger service writes each sale to Apache Cassandra and copies the daily totals into Azure SQL Database.', 'azure');
    expect(labels.some((n) => /Cassandra/.test(n))).toBe(true);
  });
});
