import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('"using" after a component ends its name', () => {
  it('"to Amazon SQS using BatchPush task": the tool after "using" is no part of the queue\'s label', () => {
    const r = drawn('A cron job starts the invoice Lambda function. The invoice Lambda function pushes each failed invoice to Amazon SQS using BatchPush task every night.');
    expect(r.labels).toContain('Amazon SQS');
    expect(r.edges).toContain('Invoice Lambda function -> Amazon SQS');
  });

  it('keeps an -ing word that describes the part\'s noun ("Dataflow streaming job")', () => {
    const r = drawn('Nightly, the Dataflow streaming job reads clicks from Pub/Sub.', 'gcp');
    expect(r.labels).toContain('Dataflow streaming job');
  });
});
