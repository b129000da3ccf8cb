import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('what comes of looking a part over is the looker\'s', () => {
  it('"A scans each instance. Failed scans are sent to B": A sends them, not the instance', () => {
    const { edges } = drawnLabels('Amazon Inspector scans each EC2 instance for known flaws. Failed scans are sent to Amazon SNS.', 'aws');
    expect(edges).toContain('Amazon Inspector -> Amazon SNS');
    expect(edges.some((e) => /^EC2 instance.* -> Amazon SNS$/.test(e))).toBe(false);
  });
});
