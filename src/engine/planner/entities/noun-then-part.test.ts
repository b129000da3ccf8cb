import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: a product, a noun for what it holds, then a part noun is one name', () => {
  it('"a Memcached session store" and "the Redis loan store" keep their whole name', () => {
    const { labels } = plan('The lending desk keeps carts in a Memcached session store and caches titles in the Redis loan store.', 'kubernetes');
    expect(labels.some((l) => /^Memcached session store/.test(l))).toBe(true);
    expect(labels.some((l) => /^Redis loan store/.test(l))).toBe(true);
  });

  it('a verb between the name and a part noun is no part of the name', () => {
    const { labels } = plan('Redis holds store credit for the bakery app.', 'kubernetes');
    expect(labels.some((l) => /holds/i.test(l))).toBe(false);
  });
});
