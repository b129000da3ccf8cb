import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('an API with a word of its own after an API product', () => {
  it('"the order API" is a part of its own, not API Management again', () => {
    const d = drawn('Calls reach API Management first; it relays each one to the order API.', 'azure');
    expect(d.labels).toContain('Order API');
    expect(d.edges).toContain('API Management -> Order API');
  });

  it('a word that only says how it is called still means the product', () => {
    const d = drawn('Amazon API Gateway fronts the app. The public API is throttled.');
    expect(d.labels.filter((l) => /API/.test(l))).toEqual(['Amazon API Gateway']);
  });
});
