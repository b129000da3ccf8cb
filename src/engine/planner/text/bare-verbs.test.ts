import { describe, expect, it } from 'vitest';
import { tagText } from './nlp.js';
import { drawn } from '../testing/drawn.js';

/** The tag the model (after our corrections) gives the word `w` of `text`. */
function tagOf(text: string, w: string): string | undefined {
  return tagText(text).find((t) => text.slice(t.start, t.end) === w)?.pos;
}

describe('text: a plain verb after a plural subject that opens the clause', () => {
  it('"Couriers track parcels in …": the verb is no part of the subject, and the people are drawn', () => {
    expect(tagOf('Couriers track parcels in a route app.', 'track')).toBe('VERB');
    expect(drawn('Couriers track parcels in a route app.', 'aws').edges).toContain('Couriers -> Route app');
  });

  it('works with a determiner object and with a word before the plural', () => {
    expect(tagOf('Porters carry the trunks to a loading app.', 'carry')).toBe('VERB');
    expect(tagOf('Night porters log parcels in a ledger app.', 'log')).toBe('VERB');
    expect(drawn('Librarians stamp loans in a lending app.', 'aws').edges).toContain('Librarians -> Lending app');
  });

  it('a word that is no relating verb stays a noun', () => {
    expect(tagOf('Bakers knead dough by hand and loaves rise overnight.', 'rise')).not.toBe('VERB');
  });
});

describe('text: a verb in -s before a bare plural object', () => {
  it('"the glazing service stores panes in …": the service puts them there', () => {
    expect(tagOf('The glazing service stores panes in Amazon S3.', 'stores')).toBe('VERB');
    expect(drawn('The glazing service stores panes in Amazon S3.', 'aws').edges).toContain('Glazing service -> Amazon S3 (panes)');
  });
});

describe('text: a second verb in -s after "and"', () => {
  it('"… heats the dough and loads trays into …": "loads" is the same subject\'s verb', () => {
    expect(tagOf('The kiln service heats the dough and loads trays into Amazon S3.', 'loads')).toBe('VERB');
    expect(drawn('The kiln service heats the dough and loads trays into Amazon S3.', 'aws').edges).toContain('Kiln service -> Amazon S3 (trays)');
  });

  it('a list of plural nouns after "and" stays a list', () => {
    expect(tagOf('The bakery sends invoices and receipts to the accountant.', 'receipts')).toBe('NOUN');
  });
});
