import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: kind words said of a product name no part of their own', () => {
  it('"X, a firewall and layer-7 load balancer, routes …": one part, and the number is no count', () => {
    const { labels, edges } = plan('Azure Front Door, a firewall and layer-7 load balancer, routes ferry bookings to the ticket app.', 'azure');
    expect(labels.some((l) => /load balancer|firewall/i.test(l))).toBe(false);
    expect(edges).toContain('Azure Front Door -> Ticket app');
  });

  it('"X is a layer 7 load balancer that routes …": the relative clause is said of X', () => {
    const { labels, edges } = plan('Azure Application Gateway is a layer 7 load balancer that routes museum visitors to the gallery app.', 'azure');
    expect(labels.some((l) => /^Load Balancer/i.test(l))).toBe(false);
    expect(edges.some((e) => /^Azure Application Gateway -> Gallery app/.test(e))).toBe(true);
  });

  it('a list after a product ("X, a queue, and a function") still names three parts', () => {
    const { labels } = plan('The kiosk app uses Azure SQL Database, a queue, and a function.', 'azure');
    expect(labels.length).toBeGreaterThanOrEqual(4);
  });

  it('"a tier 2 cache" keeps its label and draws one cache; "3 VMs" still draws three', () => {
    expect(plan('The observatory app reads star charts from a tier 2 cache.', 'aws').labels.filter((l) => /cache/i.test(l))).toHaveLength(1);
    expect(plan('The ferry app runs on 3 VMs behind a load balancer.', 'azure').labels.filter((l) => /VM/.test(l))).toHaveLength(3);
  });
});

describe('entities: a verb the tagger could read as a plural noun', () => {
  it('"the ferry application stores bookings in …": the application is the subject', () => {
    const { edges } = plan('The ferry application stores bookings in DynamoDB.', 'aws');
    expect(edges.some((e) => /^Ferry application -> DynamoDB/.test(e))).toBe(true);
  });

  it('"A and B store the data in C": the verb is no part of B\'s name', () => {
    const { labels, edges } = plan('Event Hubs and Data Factory store the bakery orders in Azure Data Lake Storage.', 'azure');
    expect(labels).not.toContain('Data Factory store');
    expect(edges.some((e) => /^Data Factory -> Data Lake Storage/.test(e))).toBe(true);
  });

  it('"X caches menu data for the functions": caches is the verb', () => {
    const { labels } = plan('Azure Managed Redis caches menu data for the bakery functions.', 'azure');
    expect(labels.some((l) => /caches/i.test(l))).toBe(false);
  });
});

describe('entities: medallion layers and the senders of a pub/sub system', () => {
  it('the bronze, silver and gold layers are three stores, chained as the text says', () => {
    const { labels, edges } = plan('A vision API writes scanned herbarium sheets to the bronze layer. Spark jobs clean the bronze layer and write the results to the silver layer. '
      + 'The outcome is written to the gold layer. Botanists query the gold layer.', 'azure');
    for (const l of ['Bronze layer', 'Silver layer', 'Gold layer']) expect(labels.some((x) => x.startsWith(l))).toBe(true);
    expect(edges.some((e) => /^Bronze layer.* -> Silver layer/.test(e))).toBe(true);
  });

  it('"the publishers send bulletins to X" draws the publishers', () => {
    const { edges } = plan('The publishers send tide bulletins to Azure Service Bus. Azure Service Bus delivers the bulletins to the subscribers.', 'azure');
    expect(edges).toContain('Publishers -> Azure Service Bus');
    expect(edges).toContain('Azure Service Bus -> Subscribers');
  });
});

describe('entities: a searcher and a third party', () => {
  it('"the librarian searches for maps and queries X": searches is the verb, not a search service', () => {
    const { labels, edges } = plan('The librarian searches for maps and queries Azure SQL Database.', 'azure');
    expect(labels.some((l) => /search/i.test(l))).toBe(false);
    expect(edges.some((e) => /^Librarian -> Azure SQL Database/.test(e))).toBe(true);
  });

  it('"pays the fare to third party" draws the third party', () => {
    const { edges } = plan('Azure Functions sends the ferry fare to third party.', 'azure');
    expect(edges.some((e) => /^Azure Functions -> Third party/.test(e))).toBe(true);
  });
});

describe('entities: participles before the kind word of a product description', () => {
  it('"X is a fully managed NoSQL database service that …" draws X alone', () => {
    const { labels } = plan('Azure Cosmos DB is a globally distributed NoSQL database service that keeps the ferry timetables.', 'azure');
    expect(labels.filter((l) => /cosmos|database/i.test(l))).toHaveLength(1);
  });
});
