import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

/** A coined company name said with a part owns that part; it is no box of its own. */
describe('a coined owner name said with a part', () => {
  it('said bare before the part, stays in the label of the part it names', () => {
    const d = drawn('Parcels booked on the Quenby Farms courier portal are put in Amazon SQS. A Lambda function prints each label, keeps a copy in Amazon S3 and writes the booking to Amazon DynamoDB.', 'aws');
    expect(d.labels).not.toContain('Quenby Farms');
    const portal = d.labels.find((l) => /portal/i.test(l));
    expect(portal).toMatch(/^Quenby Farms/);
  });

  it('said with a possessive mark, is left out and the part keeps its own edges', () => {
    const d = drawn("Fieldmouse Guild's storefront hands every basket to Amazon SQS. A Lambda function tallies the basket, saves it in Amazon DynamoDB and mails a receipt through Amazon SES.", 'aws');
    expect(d.labels.some((l) => /Fieldmouse/.test(l))).toBe(false);
    expect(d.edges.some((e) => /^Storefront -> .*SQS/.test(e))).toBe(true);
  });

  it('said after "of", is left out and the people keep their edge', () => {
    const d = drawn('Riders of Lanternbay Ferries reserve seats through a web app that Azure App Service hosts, which keeps each seat within Azure Cosmos DB and sends a ticket through Azure Communication Services.', 'azure');
    expect(d.labels.some((l) => /Lanternbay/.test(l))).toBe(false);
    expect(d.edges.some((e) => /Riders/.test(e) && /App Service/.test(e))).toBe(true);
  });
});
