import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a count whose members the text names one by one', () => {
  it('draws the named members, not numbered copies, and gives them what was said of the count', () => {
    const got = drawn('The kiosk back end is split into two workers. Tally worker that sums receipts. Quill worker that prints labels. RabbitMQ hands jobs to both workers.', 'general');
    expect(got.labels.some((l) => /Worker \d/.test(l))).toBe(false);
    expect(got.labels).toEqual(expect.arrayContaining(['Tally worker', 'Quill worker']));
    expect(got.edges).toEqual(expect.arrayContaining(['RabbitMQ -> Tally worker', 'RabbitMQ -> Quill worker']));
  });

  it('keeps the numbered copies when the text names fewer members than it counts', () => {
    const got = drawn('Three workers drain RabbitMQ. Tally worker that sums receipts is the busiest.', 'general');
    expect(got.labels.filter((l) => /^(Worker|Service) \d$/.test(l)).length).toBeGreaterThanOrEqual(2);
  });
});
