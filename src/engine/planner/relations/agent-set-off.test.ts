import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a part set off by an agent when something happens at a third part', () => {
  it('the event place sets off the agent, which sets off the part', () => {
    const d = drawn('The state machine is invoked by an EventBridge rule whenever a new object is created in the input bucket.');
    expect(d.edges).toContain('EventBridge rule -> Step Functions state machine');
    expect(d.edges).toContain('Input S3 bucket -> EventBridge rule');
    expect(d.edges).not.toContain('EventBridge rule -> Input S3 bucket');
  });

  it('reads "when … is dropped into" the same way', () => {
    const d = drawn('The thumbnail function is started by an EventBridge rule when a photo is dropped into the gallery bucket.');
    expect(d.edges).toEqual(['EventBridge rule -> Thumbnail Lambda function', 'Gallery S3 bucket -> EventBridge rule']);
  });

  it('with no agent the event place sets off the part itself', () => {
    const d = drawn('The archive function is triggered when a file is uploaded to the reports bucket.');
    expect(d.edges).toHaveLength(1);
    expect(d.edges[0]).toMatch(/S3 bucket.* -> Lambda function \(archive\)/);
  });
});
