import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('a protocol that carries requests is no part', () => {
  it('"through GraphQL API requests" links the two parts directly, as "REST API requests" does', () => {
    const { labels, edges } = drawnLabels('The aquarium kiosk app interacts with the feeding-api through GraphQL API requests.', 'general');
    expect(labels.some((l) => /graphql/i.test(l))).toBe(false);
    expect(edges.some((e) => /kiosk app -> Feeding-API/i.test(e))).toBe(true);
  });

  it('a GraphQL API that is itself the part stays drawn', () => {
    const { labels } = drawnLabels('The lighthouse mobile app calls a GraphQL API that reads beacons from Postgres.', 'general');
    expect(labels.some((l) => /GraphQL API/.test(l))).toBe(true);
  });
});
