import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a counted mention whose copies are spelled out after it', () => {
  it('"two SQS queues, a request queue and a reply queue" draws the two queues, each of SQS, and no third', () => {
    const d = drawn('The kiosk relies on two SQS queues, a request queue and a reply queue. A Lambda function empties the reply queue.', 'aws');
    expect(d.nodes.filter((n) => n.service === 'aws.sqs').map((n) => n.label).sort()).toEqual(['Reply SQS queue', 'Request SQS queue']);
    expect(d.edges).toEqual(expect.arrayContaining(['Kiosk -> Request SQS queue', 'Kiosk -> Reply SQS queue']));
    expect(d.edges.some((e) => /Lambda function/.test(e) && /Reply SQS queue/.test(e))).toBe(true);
  });

  it('reads the copies in brackets the same way', () => {
    const d = drawn('The kiosk relies on two SQS queues (a request queue and a reply queue).', 'aws');
    expect(d.nodes.filter((n) => n.service === 'aws.sqs')).toHaveLength(2);
    expect(d.edges).toHaveLength(2);
  });
});
