import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

/** An edge between two components whose labels start with `a` and `b`, in either direction. */
function joined(edges: string[], a: string, b: string): boolean {
  const starts = (label: string, name: string) => label === name || label.startsWith(`${name} (`);
  return edges.some((e) => {
    const [s, t] = e.split(' -> ');
    return (starts(s!, a) && starts(t!, b)) || (starts(s!, b) && starts(t!, a));
  });
}

describe('relations: purpose words after a destination, then the component that does them', () => {
  it('"into B for dashboards by C": C works on what B holds, not on the writer', () => {
    const d = drawn('A loader job copies the nightly files into BigQuery for dashboards by Looker.', 'gcp');
    expect(joined(d.edges, 'Loader job', 'BigQuery')).toBe(true);
    expect(joined(d.edges, 'BigQuery', 'Looker')).toBe(true);
    expect(joined(d.edges, 'Loader job', 'Looker')).toBe(false);
  });

  it('"for review in C" after the destination joins C to the destination', () => {
    const d = drawn('The collector ships audit records into Amazon OpenSearch Service for review in OpenSearch Dashboards.', 'aws');
    expect(joined(d.edges, 'Amazon OpenSearch Service', 'OpenSearch Dashboards')).toBe(true);
    expect(joined(d.edges, 'Collector', 'OpenSearch Dashboards')).toBe(false);
  });

  it('holds for a plain noun purpose on another provider', () => {
    const d = drawn('The ingest app saves sensor samples into Azure Cosmos DB for charts in Power BI.', 'azure');
    expect(joined(d.edges, 'Azure Cosmos DB', 'Power BI')).toBe(true);
    expect(joined(d.edges, 'Ingest app', 'Power BI')).toBe(false);
  });
});

describe('relations: "out of X" names a source, as "from X" does', () => {
  it('a forward verb with "out of": the data leaves X for the doer', () => {
    const d = drawn('A sink connector drains the change events out of Kafka and pushes them to Elasticsearch.', 'gcp');
    expect(d.edges).toContain('Kafka -> Sink connector');
    expect(d.edges).toContain('Sink connector -> Elasticsearch');
    expect(d.edges).not.toContain('Sink connector -> Kafka');
  });

  it('"streams … out of A into B": A feeds the doer, which feeds B', () => {
    const d = drawn('The relay streams telemetry out of Azure IoT Hub into Azure Event Hubs.', 'azure');
    expect(d.edges).toContain('Azure IoT Hub -> Relay');
    expect(d.edges).toContain('Relay -> Azure Event Hubs');
  });

  it('"sends … out of A to B" keeps B as the destination', () => {
    const d = drawn('The archiver sends old tickets out of Amazon DynamoDB to Amazon S3 Glacier.', 'aws');
    expect(d.edges).toContain('Amazon DynamoDB -> Archiver');
    expect(d.edges).toContain('Archiver -> Amazon S3 Glacier');
  });
});
