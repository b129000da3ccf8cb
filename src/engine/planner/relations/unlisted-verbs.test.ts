import { describe, expect, it } from 'vitest';
import { tagText } from '../text/nlp.js';
import { drawnLabels as plan } from '../testing/relations.js';

const posOf = (text: string, word: string): string | undefined => tagText(text).find((t) => text.slice(t.start, t.end) === word)?.pos;

describe('relations: verbs the verb data lacks, and "to" naming a source', () => {
  it('a word in -s between a singular noun phrase and a determiner is a verb', () => {
    expect(posOf('The clinic reserves a bed for each patient.', 'reserves')).toBe('VERB');
    // A plural noun followed by a preposition stays a noun.
    expect(posOf('The shop sells gadgets to its buyers.', 'gadgets')).toBe('NOUN');
  });

  it('an unlisted verb is not taken into the next component\'s name', () => {
    const { labels } = plan('Our gateway couples Event Grid with Azure Functions.', 'azure');
    expect(labels).toContain('Event Grid');
    expect(labels.some((l) => /couples/i.test(l))).toBe(false);
    const seat = plan('The ticketing Lambda function reserves a seat in the inventory DynamoDB table.').labels;
    expect(seat.some((l) => /reserves/i.test(l))).toBe(false);
  });

  it('an unlisted verb after a component relates it forward to the object', () => {
    const { edges } = plan('After checkout, the billing service invoices the buyer via the Stripe API.');
    expect(edges).toContain('Billing service -> Stripe API');
  });

  it('a plural noun inside a name after a preposition stays part of that name', () => {
    expect(posOf('Glue copies rows to the audit trails Redshift cluster.', 'trails')).not.toBe('VERB');
  });

  it('"X is subscribed to Y" draws Y feeding X, as the active voice does', () => {
    const passive = plan('A billing SQS queue is subscribed to the payments SNS topic.').edges;
    expect(passive.some((e) => /SNS topic -> .*queue/i.test(e))).toBe(true);
    expect(passive.some((e) => /queue -> .*SNS topic/i.test(e))).toBe(false);
  });

  it('a passive take-in verb without that "to" keeps its ordinary direction', () => {
    const { edges } = plan('The audit bucket is read by an Athena workgroup.');
    expect(edges.some((e) => /bucket -> .*Athena/i.test(e) || /S3.* -> .*Athena/i.test(e))).toBe(true);
  });

  it('a verb-like plural closing its phrase is the object: "A tidies the records, B scores them" hands them from A to B', () => {
    const { edges } = plan('Dataflow trims the records, then BigQuery ML ranks them.', 'gcp');
    expect(edges.some((e) => /^Dataflow -> BigQuery/.test(e))).toBe(true);
    expect(edges.some((e) => /^BigQuery.* -> Dataflow/.test(e))).toBe(false);
  });
});
