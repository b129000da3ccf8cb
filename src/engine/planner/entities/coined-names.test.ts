import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

/** A product the catalog lacks keeps the text's own name, wherever the sentence puts it. */
describe('a coined product name the catalog lacks is kept in any sentence position', () => {
  it('as the subject opening a sentence, even before an adverb or a verb the model misreads', () => {
    const d = drawn('Plinkett relays the overdue notices to Slack.', 'gcp');
    expect(d.labels).toContain('Plinkett');
    expect(d.edges.some((e) => e.startsWith('Plinkett -> ') && /Slack/.test(e))).toBe(true);
    const later = drawn('Scans arrive at a Cloud Storage bucket; Vextrol then reads the bucket and writes loans to Firestore.', 'gcp');
    expect(later.labels).toContain('Vextrol');
  });

  it('in a list of products, each with its purpose', () => {
    const d = drawn('The observatory uses Quorvane for scheduling, Mirthal for image search and Tabbex for billing.', 'aws');
    for (const name of ['Quorvane', 'Mirthal', 'Tabbex']) expect(d.labels.some((l) => l.startsWith(name)), name).toBe(true);
  });

  it('as the object of a verb the model reads as a noun', () => {
    const d = drawn('The kiosk sends each loan to Dravik, which queries Mirthal.', 'aws');
    expect(d.labels).toEqual(expect.arrayContaining(['Dravik', 'Mirthal']));
  });

  it('not when it only modifies the noun after it, nor a name the dictionary knows', () => {
    expect(drawn('Plinkett tokens are kept in DynamoDB.', 'aws').labels).not.toContain('Plinkett');
    expect(drawn('Frankfurt readers upload scans to an S3 bucket.', 'aws').labels).not.toContain('Frankfurt');
  });

  it('"the Shelfwise API" behind a platform that runs one program is its own part, not that program', () => {
    const d = drawn('A packing worker running on Cloud Run books van slots through the Shelfwise API.', 'gcp');
    expect(d.labels).toContain('Shelfwise API');
    expect(d.labels.filter((l) => /Cloud Run/.test(l))).toHaveLength(1);
  });

  it('takes the generic shape of what the text says it is: set off after it, in brackets, or "as the …"', () => {
    const service = (prompt: string, name: string): string | undefined => drawn(prompt, 'aws').nodes.find((n) => n.label.startsWith(name))?.service;
    expect(service('Returned books are announced on Plinkett, our message broker, and a Lambda function shelves them.', 'Plinkett')).toBe('general.generic_queue');
    expect(service('Returned books are announced on Plinkett (a message broker) and a Lambda function shelves them.', 'Plinkett')).toBe('general.generic_queue');
    expect(service('The star charts keep their sessions in Vextrol as the cache.', 'Vextrol')).toBe('general.generic_cache');
    expect(drawn('Returned books are announced on Plinkett, our message broker, and a Lambda function shelves them.', 'aws').services).not.toContain('aws.mq');
  });

  it('a product named before a verb in -s the model reads as a verb keeps its own name ("X streams rows …")', () => {
    const d = drawn('Debezium streams checkouts from the loans database into Confluent Cloud.', 'aws');
    expect(d.labels).toContain('Debezium');
    expect(d.edges).toContain('Debezium -> Confluent Cloud');
  });
});
