import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('people named before what they send, after a verb, are where it comes from', () => {
  it('"routes visitor traffic to" draws the visitors into the router, not out of it', () => {
    const { edges } = drawn('Amazon CloudFront routes visitor traffic to the Application Load Balancer of the ferry site.', 'aws');
    expect(edges).toContain('Visitor -> Amazon CloudFront');
    expect(edges).toContain('Amazon CloudFront -> Application Load Balancer');
    expect(edges).not.toContain('Amazon CloudFront -> Visitor');
  });

  it('"forwards customer requests to" reads like "forwards requests from customers to"', () => {
    const { edges } = drawn('The library gateway on Azure API Management forwards customer requests to Azure Functions.', 'azure');
    expect(edges.some((e) => /^Customer.* -> Azure API Management/.test(e))).toBe(true);
    expect(edges.some((e) => /^Azure API Management.* -> Customer/.test(e))).toBe(false);
  });

  it('people as the subject still send to what they name', () => {
    const { edges } = drawn('Visitors place orders through Amazon API Gateway.', 'aws');
    expect(edges).toContain('Visitors -> Amazon API Gateway');
  });

  it('"directs passengers to" steers the people through the router, who are never where it sends them', () => {
    const { edges } = drawn('An Azure Front Door profile directs passengers to the harbour app on Azure App Service.', 'azure');
    expect(edges.some((e) => /^Passengers -> Azure Front Door/.test(e))).toBe(true);
    expect(edges.some((e) => /^Azure Front Door.* -> Passengers/.test(e))).toBe(false);
  });

  it('a purpose before "through" leaves the people as the ones sending', () => {
    const { edges } = drawn('Guests send requests for matinee seats through Amazon API Gateway.', 'aws');
    expect(edges).toContain('Guests -> Amazon API Gateway');
    expect(edges).not.toContain('Amazon API Gateway -> Guests');
  });
});
