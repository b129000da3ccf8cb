import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('an endpoint named only by how it is called is the face of the gateway named for it', () => {
  it('"offers an HTTPS endpoint that … call" joins the callers to the gateway itself', () => {
    const { labels, edges } = drawn('A quiz app runs on Amazon API Gateway and AWS Lambda. The gateway offers an HTTPS endpoint that students call; it triggers the Lambda function.', 'aws');
    expect(labels.some((l) => /endpoint/i.test(l))).toBe(false);
    expect(edges.some((e) => /^Students -> Amazon API Gateway/.test(e))).toBe(true);
  });

  it('a REST endpoint said after the gateway by its everyday name draws no second gateway', () => {
    const { labels, edges } = drawn('The parcel tracker sits behind Amazon API Gateway with AWS Lambda behind it. It publishes a REST API endpoint, and couriers post scans to it.', 'aws');
    expect(labels.filter((l) => /API Gateway|endpoint/i.test(l))).toHaveLength(1);
    expect(edges.some((e) => /endpoint/i.test(e))).toBe(false);
  });
});
