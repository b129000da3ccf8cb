import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('relations: a part that can only read what its host carries is fed by that host', () => {
  it('a broker rule named in its own sentence reads from the device broker', () => {
    const { edges } = plan('Greenhouse gauges push humidity readings into AWS IoT Core every minute. Then an IoT rule keeps the damp spikes in Amazon DynamoDB.');
    expect(edges).toContain('AWS IoT Core -> IoT Rule');
    expect(edges.some((e) => /IoT Rule -> .*DynamoDB/.test(e))).toBe(true);
  });

  it('the host named after the rule still feeds it', () => {
    const { edges } = plan('An IoT rule hands each tank level over to Lambda. The tanks report through AWS IoT Core.');
    expect(edges).toContain('AWS IoT Core -> IoT Rule');
  });

  it('a rule the text already feeds from its broker gets no second edge', () => {
    const { edges } = plan('AWS IoT Core passes lamp states to an IoT rule, which files them in Amazon S3.');
    expect(edges.filter((e) => /IoT Core -> IoT Rule/.test(e))).toHaveLength(1);
  });
});
