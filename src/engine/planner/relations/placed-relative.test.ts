import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

const has = (edges: string[], re: RegExp): boolean => edges.some((e) => re.test(e));

describe('"A in|on PLACE, which …": the relative describes A, not the place it sits in', () => {
  it('a server in a named site sends on', () => {
    const { edges } = drawnLabels("Kiosks post orders to a till server in the company's data centre, which forwards them to Amazon SQS.", 'aws');
    expect(has(edges, /^Till .*server -> Amazon SQS$/)).toBe(true);
    expect(has(edges, /^Data centre.* -> Amazon SQS$/)).toBe(false);
  });

  it('a service on a cluster writes, not the cluster', () => {
    const { edges } = drawnLabels('Drivers send locations to a dispatch service on GKE, which writes them to Bigtable.', 'gcp');
    expect(edges).toContain('Dispatch service -> Bigtable');
    expect(has(edges, /^GKE -> Bigtable$/)).toBe(false);
  });

  it('an application in a network calls on', () => {
    const { edges } = drawnLabels('Tellers use a branch application in the branch network, which calls Azure Functions.', 'azure');
    expect(edges).toContain('Branch application -> Azure Functions');
    expect(has(edges, /^Branch network -> Azure Functions$/)).toBe(false);
  });

  it('a restrictive "that" after a plain place noun', () => {
    const { edges } = drawnLabels('Sensors report faults to a maintenance server in the plant that forwards each fault to Amazon SQS.', 'aws');
    expect(has(edges, /^Maintenance .*server -> Amazon SQS$/)).toBe(true);
  });

  it('an API on a gateway: the gateway is no place, so it keeps the relative', () => {
    const { edges } = drawnLabels('Shop owners open a dashboard calling the orders API on Azure API Management, which hands each call to the pricing and stock services.', 'azure');
    expect(edges).toContain('Azure API Management -> Pricing service');
    expect(has(edges, /^Orders API -> Pricing service$/)).toBe(false);
  });

  it('a bucket in a store: the relative still reaches on from the store', () => {
    const { edges } = drawnLabels('Hikers upload photos to a bucket in Amazon S3, which triggers AWS Lambda.', 'aws');
    expect(has(edges, /^Amazon S3.* -> AWS Lambda$/)).toBe(true);
  });
});
