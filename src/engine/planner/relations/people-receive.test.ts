import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

const has = (edges: string[], re: RegExp): boolean => edges.some((e) => re.test(e));

describe('people handed a message with no sender named', () => {
  it('"get a text message": the notification service named before reaches them', () => {
    const { edges } = drawnLabels('A Step Functions workflow closes each auction and notifies through Amazon SNS; the losing bidders get a text message and the auction house manager receives an e-mail.');
    expect(has(edges, /^Amazon SNS -> Losing bidders$/)).toBe(true);
  });

  it('an everyday word for the message is what travels, not a part', () => {
    const { labels, edges } = drawnLabels('Tide gauges report levels to AWS IoT Core, which hands them to a Lambda function that posts to a topic in Amazon SNS. Harbour technicians get an SMS.');
    expect(has(edges, /^Amazon SNS -> Harbour technicians$/)).toBe(true);
    expect(labels).not.toContain('SMS');
  });

  it('a message named by a service named before is that service, not a second one', () => {
    const { labels, edges } = drawnLabels('A reservation Lambda function publishes into Amazon SNS. Diners receive an SNS push notification.');
    expect(has(edges, /^Amazon SNS -> Diners$/)).toBe(true);
    expect(labels.some((l) => /push notification/i.test(l))).toBe(false);
  });

  it('a message named by the kind of the service it comes from is that service', () => {
    const { labels, edges } = drawnLabels('A kiosk Lambda function settles the fare. Commuters then receive a receipt e-mail from Amazon SES.');
    expect(has(edges, /^Amazon SES -> Commuters$/)).toBe(true);
    expect(labels.filter((l) => /SES/.test(l))).toHaveLength(1);
  });

  it('"are sent" hands them something even when no message word is said', () => {
    const { edges } = drawnLabels('A tally Lambda function files totals in Amazon S3 and posts to Amazon SNS; the stewards are sent a monthly roundup.');
    expect(has(edges, /^Amazon SNS -> Stewards$/)).toBe(true);
  });

  it('"are emailed" after the mail service was named: the mail service reaches them', () => {
    const { edges } = drawnLabels('A weekly AWS Batch task totals the ledger and hands the totals to Amazon SES; the accountants are emailed a digest.');
    expect(has(edges, /^Amazon SES -> Accountants$/)).toBe(true);
  });
});

describe('"so people can look at it": the people reach the part named before "so"', () => {
  it('a purpose clause whose object is no part', () => {
    const { edges } = drawnLabels('Seed catalogues are loaded into Azure AI Search so that volunteers can browse old varieties.', 'azure');
    expect(has(edges, /^Volunteers -> Azure AI Search$/)).toBe(true);
  });

  it('a verb that also names a kind of service is the verb, not a second part', () => {
    const { labels, edges } = drawnLabels('The gazetteer is mirrored to Amazon Kendra so curators can search forgotten place names.');
    expect(has(edges, /^Curators -> Amazon Kendra$/)).toBe(true);
    expect(labels.some((l) => /opensearch/i.test(l))).toBe(false);
  });
});
