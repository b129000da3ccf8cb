import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('two programs placed on one hosting service', () => {
  it('a second program hosted on the service that already runs a named site is a second copy', () => {
    const { labels, edges } = drawnLabels('Gardeners browse the Container Apps website, and that site calls the seed catalog API deployed on Container Apps. The seed catalog API reads Azure Cosmos DB.', 'azure');
    expect(labels.filter((l) => /Container Apps/.test(l))).toHaveLength(2);
    expect(edges.some((e) => /website -> Container Apps \(.*API\)/.test(e))).toBe(true);
  });

  it('a host named with no program of its own still takes the program', () => {
    const { labels } = drawnLabels('The team runs Azure Container Apps for its services. The seed catalog API deployed on Container Apps reads Azure Cosmos DB.', 'azure');
    expect(labels.filter((l) => /Container Apps/.test(l))).toHaveLength(1);
  });
});

describe('a named function in the functions service', () => {
  it('keeps its name when the naming word reads like a verb ("an ingest function")', () => {
    const { labels } = drawnLabels('A webhook wakes an ingest function hosted by Azure Functions, and it stores each receipt in Azure Blob Storage. Afterwards the tally function sums the receipts.', 'azure');
    expect(labels.some((l) => /ingest/i.test(l))).toBe(true);
    expect(labels.some((l) => /tally/i.test(l) && !/ingest/i.test(l))).toBe(true);
  });
});

describe('a kind noun after the service name does not make another copy', () => {
  it('"an AKS cluster" after "AKS" is the same cluster', () => {
    const { labels } = drawnLabels('Argo pushes nightly batch work to AKS. Later, a reporting tool hands dashboards to an AKS cluster.', 'azure');
    expect(labels.filter((l) => /AKS/.test(l))).toHaveLength(1);
  });
});

describe('a verb right before a word for devices', () => {
  it('"can store vehicle details" draws no part named "Store vehicle"', () => {
    const { labels } = drawnLabels('The dispatch workers poll Azure Service Bus and can store vehicle details in Azure Cosmos DB.', 'azure');
    expect(labels.some((l) => /^store/i.test(l))).toBe(false);
  });
});
