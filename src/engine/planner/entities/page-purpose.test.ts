import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: an everyday word that is also a product alias, before "page" or "portal", says what the page is for', () => {
  it('"the search page" is a page of its own, served by the search product', () => {
    const { labels, edges } = plan('Song lyrics sit in Amazon OpenSearch Service, which backs the search page that fans open through Amazon CloudFront.', 'aws');
    expect(labels).toContain('Search page');
    expect(edges.some((e) => /CloudFront -> Search page|Search page -> Amazon CloudFront/.test(e))).toBe(true);
  });

});
