import { describe, expect, it } from 'vitest';
import { tagText } from './nlp.js';
import { drawn } from '../testing/drawn.js';

/** The tag the model (after our corrections) gives the word `w` of `text`. */
function tagOf(text: string, w: string): string | undefined {
  return tagText(text).find((t) => text.slice(t.start, t.end) === w)?.pos;
}

describe('text: a product, a plural of what it gives off, then a plain relating verb', () => {
  it('"Redis changes trigger a …": the plain word is the verb, and the product starts the function', () => {
    const text = 'Redis changes trigger a Lambda function that reprices loaves.';
    expect(tagOf(text, 'trigger')).toBe('VERB');
    expect(drawn(text, 'aws').edges.some((e) => /Redis.* -> Lambda function/.test(e))).toBe(true);
  });

  it('the product is not named for its plural and the verb', () => {
    const text = 'DynamoDB loans trigger a Lambda function that notifies borrowers.';
    expect(drawn(text, 'aws').labels).not.toContain('DynamoDB loans trigger');
    expect(drawn(text, 'aws').edges).toContain('DynamoDB -> Lambda function');
    expect(drawn('Bigtable readings trigger a Cloud Function that updates timetables.', 'gcp').edges).toContain('Bigtable -> Cloud Function');
  });

  it('a name, a singular noun and a part noun stay one name', () => {
    expect(drawn('The Redis session store holds carts for the bakery.', 'aws').labels.some((n) => /session store/.test(n))).toBe(true);
  });
});
