import { describe, expect, it } from 'vitest';
import type { Provider } from '../../../shared/contract/values.js';
import { placed } from '../testing/drawn.js';

const labels = (text: string, provider: Provider): string[] => [...placed(text, provider).where.keys()];

describe('phrases that name the whole solution, a whole in view, or a phase', () => {
  it('reads "runs its X as a <quality> web application" as what the named web host is', () => {
    const text = 'A travel agency runs its booking site as a geo-replicated web application. Travellers come in via Azure Application Gateway, and the gateway hands requests on to Azure App Service. Bookings live in Azure Cosmos DB.';
    const { where, edges } = placed(text, 'azure');
    expect([...where.keys()].some((l) => /web application/i.test(l))).toBe(false);
    expect(edges.some((e) => /Gateway -> Azure App Service$/.test(e))).toBe(true);
    // With no named service of that kind, the web application said to be run is the part itself.
    const alone = 'The clinic runs its intake form as a small web application that writes to Amazon DynamoDB.';
    expect(labels(alone, 'aws').some((l) => /web application/i.test(l))).toBe(true);
  });

  it('draws no box for "the resulting application" that the listed parts make up', () => {
    const text = 'The resulting application is a bundle of two containers on Amazon ECS: the quote API and the pricing worker. The quote API queues jobs in Amazon SQS for the pricing worker.';
    expect(labels(text, 'aws').some((l) => /resulting/i.test(l))).toBe(false);
  });

  it('draws no box for a high-level release workflow the text describes', () => {
    const text = 'Here we sketch our overall DevOps workflow when shipping firmware: Azure Pipelines compiles every release and keeps it in Azure Container Registry.';
    const found = labels(text, 'azure');
    expect(found.some((l) => /overall|workflow/i.test(l))).toBe(false);
    expect(found).toContain('Azure Pipelines');
  });

  it('draws no box for "the <words> phase" that a trigger starts', () => {
    const text = 'Eventarc then kicks off the Claims Processing stage, handled by Cloud Run.';
    expect(labels(text, 'gcp').some((l) => /claims processing/i.test(l))).toBe(false);
  });

  it('draws no box for "a <name> approach" that says how the team works', () => {
    const text = 'Our team follows a DevOps approach for the billing service: Azure Pipelines deploys it to Azure App Service.';
    const found = labels(text, 'azure');
    expect(found.some((l) => /^devops$/i.test(l))).toBe(false);
    expect(found).toContain('Azure Pipelines');
  });

  it('draws no box for a product word inside the title of a guide', () => {
    const text = 'The scorer implements the fraud path of the Dataflow Card Scoring Reference Guide. Pub/Sub hands each swipe to Dataflow, which writes totals to Bigtable.';
    expect(labels(text, 'gcp').some((l) => /card/i.test(l))).toBe(false);
  });
});
