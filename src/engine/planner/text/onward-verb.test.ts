import { describe, expect, it } from 'vitest';
import { tagText } from './nlp.js';
import { drawn } from '../testing/drawn.js';

/** The tag the model (after our corrections) gives the word `w` of `text`. */
function tagOf(text: string, w: string): string | undefined {
  return tagText(text).find((t) => text.slice(t.start, t.end) === w)?.pos;
}

describe('text: a flow verb in -s before "to" after a lower-case subject', () => {
  it('"the frontend talks to …": "talks" is the verb, not a compound noun', () => {
    expect(tagOf('The frontend talks to the recommendation service over gRPC.', 'talks')).toBe('VERB');
    const d = drawn('The frontend talks to the recommendation service over gRPC.', 'gcp');
    expect(d.edges).toContain('Frontend -> Recommendation service');
  });

  it('works the same after another everyday subject, with a second clause after it', () => {
    const d = drawn('The storefront talks to the inventory service, and the inventory service reads stock from Cloud SQL.', 'gcp');
    expect(d.edges).toContain('Storefront -> Inventory service');
    expect(d.edges).toContain('Cloud SQL -> Inventory service');
  });

  it('a plain noun in -s before "to" that is no flow verb stays a noun', () => {
    expect(tagOf('The team sends the weekly reports to the finance office.', 'reports')).not.toBe('VERB');
  });
});
