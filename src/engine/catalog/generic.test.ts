import { describe, expect, it } from 'vitest';
import { CATALOG, genericService, getService, isGenericService, kindOfName, SERVICE_KINDS } from './index.js';
import { PROVIDERS } from '../../shared/contract/values.js';

describe('generic services by kind', () => {
  it('gives every kind on every provider an entry that getService resolves', () => {
    for (const provider of PROVIDERS) {
      for (const kind of SERVICE_KINDS) {
        const entry = genericService(kind, provider);
        expect(entry.kind).toBe(kind);
        expect(entry.provider).toBe(provider);
        expect(getService(entry.id)).toBe(entry);
        expect(isGenericService(entry.id)).toBe(true);
      }
    }
  });

  it('draws data stores as cylinders, messaging and functions as their glyphs, the rest as a labelled box', () => {
    expect(genericService('relational_db', 'azure').style).toContain('shape=cylinder3');
    expect(genericService('cache', 'gcp').style).toContain('shape=cylinder3');
    expect(genericService('queue', 'aws').style).toContain('shape=mxgraph.aws4.queue');
    expect(genericService('function', 'oci').style).toContain('lambda_function');
    expect(genericService('generic', 'azure').style).toContain('rounded=1;whiteSpace=wrap');
    expect(genericService('api_gateway', 'gcp').style).toContain('whiteSpace=wrap');
  });

  it('stays out of the catalog and its names', () => {
    expect(CATALOG.some((e) => isGenericService(e.id))).toBe(false);
    expect(isGenericService('aws.rds')).toBe(false);
  });
});

describe('kindOfName', () => {
  it.each<[string, string | undefined]>([
    ['Orders DB', 'relational_db'],
    ['the invoices queue', 'queue'],
    ['Contoso Event Relay', 'queue'],
    ['thumbnail function', 'function'],
    ['nightly cron', 'scheduler'],
    ['billing service', 'microservice'],
    ['reports bucket', 'object_storage'],
    ['session cache', 'cache'],
    ['partner webhook', 'external_api'],
    ['Acme', undefined],
  ])('%s → %s', (name, kind) => {
    expect(kindOfName(name)).toBe(kind);
  });

  it('pairs with genericService so an unknown name draws as its kind', () => {
    const kind = kindOfName('Orders DB')!;
    expect(genericService(kind, 'azure').style).toContain('shape=cylinder3');
  });
});
