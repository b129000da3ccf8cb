import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';
import { shortenSpelledModifiers } from './initials-modifier.js';

describe('a lower-case phrase spelled out before its initials and a head noun is read as the initials', () => {
  it('rewrites only lower-case phrases whose first letters spell the initials', () => {
    expect(shortenSpelledModifiers('a Glue extract, load, and transform (ELT) job')).toBe('a Glue ELT job');
    expect(shortenSpelledModifiers('a server-side rendering (SSR) service')).toBe('a SSR service');
    // A capitalised name keeps its spelling; initials that do not match, or no noun after, are left alone.
    expect(shortenSpelledModifiers('the Live View Analytics (LVA) module')).toBe('the Live View Analytics (LVA) module');
    expect(shortenSpelledModifiers('a fast data loader (ETL) job')).toBe('a fast data loader (ETL) job');
    expect(shortenSpelledModifiers('we use change data capture (CDC).')).toBe('we use change data capture (CDC).');
  });

  it('"an AWS Glue extract, load, and transform (ELT) job that writes … to B": one Glue job writes to B', () => {
    const { edges, labels } = drawnLabels('Invoices are parsed by an AWS Glue extract, load, and transform (ELT) job that writes the rows to Amazon Redshift.', 'aws');
    expect(labels).toContain('AWS Glue ELT job');
    expect(edges).toContain('AWS Glue ELT job -> Amazon Redshift (rows)');
  });

  it('"captured by an Azure Functions change data capture (CDC) handler and sent to B": the handler sends to B', () => {
    const { edges } = drawnLabels('Table updates are captured by an Azure Functions change data capture (CDC) handler and sent to Azure Event Hubs.', 'azure');
    expect(edges).toContain('Azure Functions CDC handler -> Azure Event Hubs');
  });

  it('"a Cloud Run server-side rendering (SSR) service that reads … from B": one Cloud Run service', () => {
    const { edges } = drawnLabels('Storefront pages come from a Cloud Run server-side rendering (SSR) service that reads stock levels from Firestore.', 'gcp');
    expect(edges).toContain('Firestore -> Cloud Run SSR service');
  });
});
