import { describe, expect, it } from 'vitest';
import { findMentions, providerPreference, providersNamed } from './index.js';

describe('providers a text names', () => {
  it('puts the diagram provider first and adds the cloud a Kubernetes design runs on', () => {
    const text = 'A Helm chart deploys the storefront pods behind an ALB ingress; images come from ECR and orders live in RDS.';
    expect(providerPreference(text, 'kubernetes')).toEqual(['kubernetes', 'aws']);
    const ids = findMentions(text, providerPreference(text, 'kubernetes')).map((m) => m.entry.id);
    expect(ids).toEqual(expect.arrayContaining(['aws.alb', 'aws.ecr', 'aws.rds']));
  });

  it('counts vendor words and products only one provider has', () => {
    const found = providersNamed('Ingest with Azure Event Hubs, transform in Databricks, then publish to BigQuery on Google Cloud');
    expect(found.map((e) => e.provider)).toEqual(['azure', 'gcp']);
    expect(found[0]!.vendorWords).toBe(1);
    expect(found[1]!.products).toBeGreaterThanOrEqual(1);
  });

  it('names no provider for vendor-neutral parts', () => {
    expect(providersNamed('a web app with a postgres database, a redis cache and a message queue')).toEqual([]);
    expect(providerPreference('users call an api that stores files', 'gcp')).toEqual(['gcp']);
  });
});
