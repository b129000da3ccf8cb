import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('parts an orchestrator runs', () => {
  it('are fed through the orchestrator, not straight from what starts it', () => {
    const { edges } = drawn('Every hour an EventBridge rule wakes the Step Functions machine, which calls two Lambda functions one after the other.');
    expect(edges).toContain('Step Functions -> Lambda function 1');
    expect(edges).toContain('Step Functions -> Lambda function 2');
    expect(edges.some((e) => /^EventBridge rule -> Lambda/.test(e))).toBe(false);
  });
});
