import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: a name word before a plain noun phrase with a head is that phrase', () => {
  it('"a GeoJSON parcel feed" is one part labelled by the whole phrase, not "GeoJSON"', () => {
    const { labels, edges } = drawn('Each hour a Lambda importer pulls a GeoJSON parcel feed and saves the rows in DynamoDB.', 'aws');
    expect(labels).toContain('GeoJSON parcel feed');
    expect(labels).not.toContain('GeoJSON');
    expect(edges.some((e) => e.startsWith('GeoJSON parcel feed ->'))).toBe(true);
  });
});

describe('entities: capitalised words before a part noun the catalog knows make one name', () => {
  it('"the Harbour Freight Tariff system" is one part', () => {
    const { labels, edges } = drawn('The invoicing worker reads tariffs from the Harbour Freight Tariff system.', 'aws');
    expect(labels).toContain('Harbour Freight Tariff system');
    expect(labels.filter((l) => /Harbour|Tariff/.test(l))).toHaveLength(1);
    expect(edges.some((e) => /Harbour Freight Tariff system/.test(e) && /Invoicing worker/.test(e))).toBe(true);
  });
});

describe('entities: two working parts joined by "and" as one subject are two parts', () => {
  it('"the harvester and the indexer write to S3": both drawn, both write', () => {
    const { edges } = drawn('The harvester and the indexer write to S3.', 'aws');
    expect(edges).toContain('Harvester -> S3');
    expect(edges).toContain('Indexer -> S3');
  });
});
