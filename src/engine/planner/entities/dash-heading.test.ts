import { describe, expect, it } from 'vitest';
import { normalizePrompt } from '../text/normalize.js';
import { placed } from '../testing/drawn.js';
import { headingEnd } from './heading.js';

describe('a spaced dash after a short opening phrase is the heading of the list it announces', () => {
  it('reads the dash like a colon, so the opening words name the system and the list names its parts', () => {
    const r = placed('please build me a small backend for an android app - sign-in, functions and a table', 'aws');
    expect([...r.where.keys()]).not.toContain('Backend');
    expect(r.edges).toEqual(expect.arrayContaining(['Android app -> API Gateway', 'API Gateway -> Lambda functions', 'Lambda functions -> DynamoDB']));
  });

  it('leaves a chain written with several dashes alone', () => {
    expect(normalizePrompt('kiosk - queue - worker, ledger')).toBe('kiosk - queue - worker, ledger');
    expect(normalizePrompt('tiny quiz site - pupils, a proxy, a quiz api')).toBe('tiny quiz site: pupils, a proxy, a quiz api');
  });

  it('does not count the words that ask for the drawing in the heading', () => {
    const text = 'I want a ledger service for a chain of bakeries on azure: tills, a queue and a worker';
    expect(headingEnd(text)).toBe(text.indexOf(':'));
  });
});
