import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('"a stream" named with a determiner is a component', () => {
  it('what is sent to it and what polls it are joined through it', () => {
    const d = drawn('Telemetry readings from the vehicles are sent to a stream, and an ECS consumer reads this stream.');
    const stream = d.nodes.find((n) => n.service === 'aws.kinesis_data_streams');
    expect(stream).toBeDefined();
    expect(d.edges.some((e) => e.startsWith(`${stream!.label} -> `) && /ECS/.test(e))).toBe(true);
  });

  it('"a stream of" is an amount, not a component', () => {
    const d = drawn('A stream of page views reaches an Application Load Balancer in front of two EC2 instances.');
    expect(d.nodes.some((n) => n.service === 'aws.kinesis_data_streams')).toBe(false);
  });
});
