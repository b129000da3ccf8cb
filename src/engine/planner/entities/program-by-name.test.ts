import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: a program named by its own name, said again with a word for programs', () => {
  it('"the ledger service" and "the quotes API" are the parts named Ledger and Quotes before', () => {
    const d = drawn('The broker site has two programs. Ledger: API that tracks balances. Quotes: API for live prices. ScyllaDB is used by the ledger service. Memcached is read by the quotes API.', 'general');
    expect(d.labels.filter((l) => /ledger/i.test(l))).toEqual(['Ledger']);
    expect(d.labels.filter((l) => /quotes/i.test(l))).toEqual(['Quotes']);
    expect(d.edges.some((e) => /^Ledger -> ScyllaDB/.test(e))).toBe(true);
    expect(d.edges.some((e) => /Quotes/.test(e) && /Memcached/.test(e))).toBe(true);
  });

  it('a code name written with a hyphen and a program word is the plain name said before', () => {
    const d = drawn('Two programs make up the kiosk: Menu, which lists dishes, and Pager, which buzzes guests. The menu-service stores dishes in CouchDB.', 'general');
    expect(d.labels.filter((l) => /menu/i.test(l))).toHaveLength(1);
  });
});
