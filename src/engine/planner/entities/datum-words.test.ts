import { describe, expect, it } from 'vitest';
import { planDiagram } from '../index.js';
import type { Provider } from '../../../shared/contract/values.js';

const drawn = (prompt: string, provider: Provider = 'azure') => {
  const { model } = planDiagram(prompt, { provider, diagramType: 'architecture' });
  const label = new Map(model.nodes.map((n) => [n.id, n.label]));
  return { labels: model.nodes.map((n) => n.label), edges: model.edges.map((e) => `${label.get(e.source)} -> ${label.get(e.target)}`) };
};

describe('words for one datum or setting name no component', () => {
  it('"a hashed session key" is a key, not a second cache; the read still comes from the named cache', () => {
    const d = drawn('The ordering app builds a hashed cache key and then fetches the profile from Azure Cache for Redis.');
    expect(d.labels.filter((l) => /redis/i.test(l))).toEqual(['Azure Cache for Redis']);
    expect(d.edges.some((e) => e.startsWith('Azure Cache for Redis -> '))).toBe(true);
  });

  it('an acronym for a setting ("with a TTL") is no part of the diagram', () => {
    const d = drawn('Each night the exporter copies the price list into Azure Cosmos DB with a TTL of one day.');
    expect(d.labels.some((l) => /^TTL$/i.test(l))).toBe(false);
    expect(d.labels.some((l) => /Cosmos DB/.test(l))).toBe(true);
  });
});

describe('a measure of a kind word is no part of that kind', () => {
  it('"cheap and steady service quality" draws no services', () => {
    const d = drawn('The team wants cheap and steady service quality during sales. Azure Front Door routes shoppers to Azure Container Apps.');
    expect(d.labels.some((l) => /service/i.test(l))).toBe(false);
  });
});

describe('a word that points at whichever part fits names none', () => {
  it('"the relevant services" is no component between the parts it sits between', () => {
    const d = drawn('Azure Databricks loads the trips from Azure Data Lake Storage. Databricks then calls the relevant services it needs. The totals go to Azure Synapse Analytics.');
    expect(d.labels.some((l) => /relevant/i.test(l))).toBe(false);
  });
});

describe('a capitalised English word before a plain noun names a step, not a part', () => {
  it('"a Filter activity" in a pipeline draws no Filter box', () => {
    const d = drawn('Azure Data Factory runs a Filter activity over the rows and saves them to Azure Blob Storage.');
    expect(d.labels.some((l) => /^filter$/i.test(l))).toBe(false);
  });
});

describe('a protocol spelled out before its acronym is no component', () => {
  it('"Secure Sockets Layer (SSL)" between two parts draws no box of its own', () => {
    const d = drawn('The gateway app uses Secure Sockets Layer (SSL) to pass the order to Azure Service Bus.');
    expect(d.labels.some((l) => /SSL|Sockets/.test(l))).toBe(false);
    expect(d.edges).toContain('Gateway app -> Azure Service Bus');
  });
});

describe('one of a plural-named service keeps the singular', () => {
  it('"a purge function" is labelled as one function', () => {
    const d = drawn('The gateway stores uploads in Azure Blob Storage. A purge function deletes stale uploads from Azure Blob Storage.');
    expect(d.labels).toContain('Purge Function');
  });
});
