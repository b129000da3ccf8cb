import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

/** The edges that join two labels matching a and b, in either direction. */
const joins = (edges: string[], a: RegExp, b: RegExp): boolean =>
  edges.some((e) => {
    const [from, to] = e.split(' -> ') as [string, string];
    return (a.test(from) && b.test(to)) || (b.test(from) && a.test(to));
  });

describe('relations: a reader inside a network reads through the private path it names', () => {
  it('"reads X from A via a gateway endpoint": reader → endpoint → A, no direct A – reader edge', () => {
    const { edges } = drawn('The tide gauge poller on EC2 reads station thresholds from Amazon DynamoDB via a gateway endpoint.', 'aws');
    expect(joins(edges, /EC2|poller/, /endpoint/i)).toBe(true);
    expect(joins(edges, /endpoint/i, /DynamoDB/)).toBe(true);
    expect(joins(edges, /EC2|poller/, /DynamoDB/)).toBe(false);
  });

  it('"pulls X from A through a private endpoint": the endpoint stands between the VM and the store', () => {
    const { edges } = drawn('The kiln controller VM pulls firmware images from Blob Storage through a private endpoint.', 'azure');
    expect(joins(edges, /kiln controller/i, /Private Endpoint/)).toBe(true);
    expect(joins(edges, /Private Endpoint/, /Blob Storage/)).toBe(true);
    expect(joins(edges, /kiln controller/i, /Blob Storage/)).toBe(false);
  });

  it('"downloads X from the internet through Cloud NAT": VM → NAT → internet', () => {
    const { edges } = drawn('The orchard scanner on Compute Engine downloads weather files from the internet through Cloud NAT.', 'gcp');
    expect(joins(edges, /Compute Engine|orchard scanner/i, /Cloud NAT/)).toBe(true);
    expect(joins(edges, /Cloud NAT/, /Internet/)).toBe(true);
    expect(joins(edges, /Compute Engine|orchard scanner/i, /Internet/)).toBe(false);
  });

  it('a copier that carries the data is no path: "copies from A through DataSync" keeps A feeding the copier', () => {
    const { edges } = drawn('The loom planner on EC2 copies patterns from Amazon S3 through AWS DataSync.', 'aws');
    expect(joins(edges, /DataSync/, /Amazon S3/)).toBe(true);
    expect(joins(edges, /loom planner/i, /DataSync/)).toBe(false);
  });
});
