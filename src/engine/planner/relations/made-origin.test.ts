import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

const has = (edges: string[], re: RegExp): boolean => edges.some((e) => re.test(e));

describe('"<participle> N go to C" after a part did that verb: the part sends them on', () => {
  it('an unlisted verb the part did lately names the sender, not the store it wrote to last', () => {
    const { edges } = drawnLabels('A Dataflow job takes bids from Pub/Sub, discards bids under the reserve, and saves the others in BigQuery. Discarded bids go to Cloud Storage.', 'gcp');
    expect(has(edges, /^Dataflow job -> Cloud Storage/)).toBe(true);
    expect(has(edges, /^BigQuery.* -> Cloud Storage/)).toBe(false);
  });

  it('a passive main verb reads the same way', () => {
    const { edges } = drawnLabels('Beehive scales post weights to Pub/Sub. The Dataflow pipeline reads the topic, quarantines weights below the norm, and loads every weight into BigQuery. Quarantined weights are also passed to Cloud Run.', 'gcp');
    expect(has(edges, /^Dataflow pipeline -> Cloud Run/)).toBe(true);
    expect(has(edges, /^BigQuery.* -> Cloud Run/)).toBe(false);
  });

  it('a relative clause on the object does not hide who did the verb', () => {
    const { edges } = drawnLabels('A Dataflow job takes bids from Pub/Sub, discards bids that fall under the reserve, and saves the others in BigQuery. Discarded bids go to Cloud Storage.', 'gcp');
    expect(has(edges, /^Dataflow job -> Cloud Storage/)).toBe(true);
  });

  it('a participle no part did leaves the reading as it was', () => {
    const { edges } = drawnLabels('A Dataflow job takes bids from Pub/Sub and saves them in BigQuery. Discarded bids go to Cloud Storage.', 'gcp');
    expect(has(edges, /^Dataflow job -> Cloud Storage/)).toBe(false);
  });
});
