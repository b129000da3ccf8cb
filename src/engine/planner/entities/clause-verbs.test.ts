import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: a catalog word standing where its clause has the verb names no part', () => {
  it('"auditors search the ledger with X": no search service is drawn', () => {
    const { labels, edges } = plan('Each evening a Lambda function copies the ledger rows to Snowflake, where auditors search the ledger with Tableau.', 'aws');
    expect(labels.some((l) => /search/i.test(l))).toBe(false);
    expect(edges).toContain('Auditors -> Tableau');
  });

  it('"A embeds X with B and searches Y stored in C": the second verb is A\'s, no search part', () => {
    const { labels, edges } = plan('The ranking service embeds each review with Amazon Bedrock and searches similar reviews stored in Amazon Aurora.', 'aws');
    expect(labels.some((l) => /search/i.test(l))).toBe(false);
    expect(edges).toContain('Ranking service -> Amazon Bedrock');
    expect(edges.some((e) => /Amazon Aurora/.test(e) && /Ranking service/.test(e))).toBe(true);
  });

  it('a search product named as such is still drawn', () => {
    const { labels } = plan('The ranking service writes each review to Amazon OpenSearch Service and reads totals from Amazon Aurora.', 'aws');
    expect(labels.some((l) => l.startsWith('Amazon OpenSearch Service'))).toBe(true);
  });

  it('"people search old X with B": an adjective opening the object leaves the word a verb, people -> B', () => {
    const { labels, edges } = plan('Claims adjusters search old claims through the Azure AI Search service.', 'azure');
    expect(labels.filter((l) => /Search/.test(l))).toHaveLength(1);
    expect(edges.some((e) => /^Claims adjusters -> Azure AI Search/.test(e))).toBe(true);
  });
});
