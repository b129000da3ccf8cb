import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: what a part is written with is no part of its own', () => {
  it('a language in brackets after a description, and a framework "for" a language, draw nothing', () => {
    const { labels } = plan('quote-engine: prices each basket (Kotlin)\nThe admin site is built on the Django web framework for Python and keeps rows in Postgres.', 'kubernetes');
    expect(labels.some((l) => /kotlin|django|python/i.test(l))).toBe(false);
    expect(labels.some((l) => /postgres/i.test(l))).toBe(true);
  });

  it('"an app using A, B": the frameworks listed are what the app is built with', () => {
    const { labels } = plan('A PHP app using Laravel, Livewire and Redis queues serves the shop.', 'kubernetes');
    expect(labels.some((l) => /laravel/i.test(l))).toBe(false);
  });

  it('a framework that names the part itself stays ("a React front end calls the API")', () => {
    const { labels } = plan('A React front end calls the billing API, which writes to MySQL.', 'kubernetes');
    expect(labels.some((l) => /react/i.test(l))).toBe(true);
  });
});

describe('labels: a name keeps no conjunction or version number', () => {
  it('"either A or B" labels A without "either"', () => {
    const { labels } = plan('Embeddings come from either Vertex AI or a model served on GKE.', 'gcp');
    expect(labels.some((l) => /^either/i.test(l))).toBe(false);
  });

  it('a bracketed participle clause is no note of the label; a noun note stays', () => {
    const { labels } = plan('Telemetry lands in Redis Streams (enabled in Redis versions 5 and later). Files land in a bucket (uploads) first.', 'kubernetes');
    expect(labels.some((l) => /enabled/i.test(l))).toBe(false);
    expect(labels.some((l) => /\(uploads\)/.test(l))).toBe(true);
  });

  it('"Linkerd 2.1 service mesh" is one Linkerd mesh, not two copies and no Istio', () => {
    const { labels } = plan('Calls between the pods go through the Linkerd 2.1 service mesh.', 'kubernetes');
    expect(labels.filter((l) => /linkerd/i.test(l))).toHaveLength(1);
    expect(labels.some((l) => /istio/i.test(l))).toBe(false);
  });
});

describe('entities: the names a services list announces are parts', () => {
  it('"made of the following services: a, b and c" draws each name, a people word in a name included', () => {
    const { labels } = plan('The library portal is made of the following services: catalog.py, readers.rb and overdue-mailer. It stores loans in MongoDB.', 'kubernetes');
    for (const name of ['catalog.py', 'readers.rb', 'overdue-mailer']) expect(labels.some((l) => l.toLowerCase().includes(name))).toBe(true);
  });

  it('a listed name the text later writes with its head noun is one part, joined where that later clause says', () => {
    const { labels, edges } = plan('The game backend runs the following services: lobby, matchmaker and scorer. The lobby service calls the matchmaker service.', 'kubernetes');
    expect(labels.filter((l) => /lobby/i.test(l))).toHaveLength(1);
    expect(edges.some((e) => /lobby.* -> .*matchmaker/i.test(e))).toBe(true);
  });
});
