import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('relations: a depending verb before a colon reaches the part each line opens with', () => {
  it('"X relies on the following services:" then "Name - what it does" lines', () => {
    const { edges } = plan('The ticketing API relies on the following services:\nMemorystore - keeps seat maps\nCloud Tasks - retries refunds', 'gcp');
    expect(edges.some((e) => /^(Ticketing )?API.* -> Memorystore/i.test(e))).toBe(true);
    expect(edges.some((e) => /^(Ticketing )?API.* -> Cloud Tasks/i.test(e))).toBe(true);
  });

  it('the run ends at a line of prose, and a colon after a verb that depends on nothing opens none', () => {
    const { edges } = plan('The ticketing API relies on the following services:\nMemorystore - keeps seat maps\nThe ops crew watches it with Cloud Monitoring.', 'gcp');
    expect(edges.some((e) => /^(Ticketing )?API.* -> (Ops crew|Cloud Monitoring)/i.test(e))).toBe(false);
    const other = plan('The ticketing API was built in two phases:\nMemorystore - keeps seat maps\nCloud Tasks - retries refunds', 'gcp');
    expect(other.edges.some((e) => /^(Ticketing )?API.* -> (Memorystore|Cloud Tasks)/i.test(e))).toBe(false);
  });
});

describe('entities: a counted heading before a colon list draws the listed parts only', () => {
  it('"the following two hosted stores:" and "three backends: A, B, C" draw no heading copies', () => {
    const { labels } = plan('The ledger app talks to the following two hosted stores: Cassandra and Neo4j. It also runs three backends: Kafka, MongoDB, Memcached.');
    expect(labels.some((l) => /stores?|backends?|following/i.test(l))).toBe(false);
    for (const name of ['Cassandra', 'Neo4j', 'Kafka', 'MongoDB', 'Memcached']) expect(labels.some((l) => l.includes(name))).toBe(true);
  });

  it('"(eg - A, B)": the abbreviation is no part of a label', () => {
    const { labels } = plan('The ledger keeps its data in open source stores (eg - Cassandra, Neo4j) next to a Kafka cluster.');
    expect(labels.some((l) => /\beg\b/i.test(l))).toBe(false);
    expect(labels.some((l) => /Cassandra/.test(l))).toBe(true);
  });
});
