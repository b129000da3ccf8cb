import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: kind words set off after a named vendor product say what it is', () => {
  it('"X, the open-source chat server, …": one part, reached by what reaches the chat', () => {
    const { labels, edges } = plan('Our support crew runs Mattermost, the open-source chat server, as a container on Amazon ECS. Agents reach the chat through an Application Load Balancer.', 'aws');
    expect(labels.some((l) => /chat server/i.test(l))).toBe(false);
    expect(labels).toContain('Mattermost');
    expect(edges).toContain('Application Load Balancer -> Mattermost');
  });

  it('"X, a self-service BI tool, on Y": the product keeps its own name and its host', () => {
    const { labels, edges } = plan('The platform group runs Metabase, a self-service BI tool, on Cloud Run. Metabase queries BigQuery.', 'gcp');
    expect(labels.some((l) => /BI tool/i.test(l))).toBe(false);
    expect(labels.filter((l) => l === 'Metabase')).toHaveLength(1);
    expect(edges).toContain('Metabase -> BigQuery');
  });

  it('a product named in the description ("Kafka, an Amazon MSK cluster") still names the service', () => {
    const { labels } = plan('The tutors use Kafka, an Amazon MSK cluster, for lesson events.', 'aws');
    expect(labels.some((l) => /MSK/.test(l))).toBe(true);
  });
});
