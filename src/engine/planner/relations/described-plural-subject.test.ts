import { describe, expect, it } from 'vitest';
import { tagText } from '../text/nlp.js';
import { drawn } from '../testing/drawn.js';

const tagOf = (text: string, word: string): string => {
  const at = text.indexOf(word);
  return tagText(text).find((t) => t.start === at)?.pos ?? '';
};

describe('a plural subject described by a participle phrase, then its verb', () => {
  it('the plain verb after the phrase is tagged a verb, not the head of a compound', () => {
    const text = 'Tickets copied into the triage bucket trigger the sorting Lambda function.';
    expect(tagOf(text, 'trigger')).toBe('VERB');
    // A singular phrase before the word keeps the compound ("the bucket trigger").
    expect(tagOf('The team added a bucket trigger for the sorting Lambda function.', 'trigger')).not.toBe('VERB');
  });

  it('where the phrase landed sets off what the verb names', () => {
    expect(drawn('Tickets copied into the triage bucket trigger the sorting Lambda function.').edges).toEqual(['Triage S3 bucket -> Sorting Lambda function']);
    expect(drawn('Messages placed on the queue wake the worker Lambda function.').edges).toEqual(['SQS queue -> Worker Lambda function']);
    expect(drawn('Logs shipped to CloudWatch Logs feed a subscription Lambda function.').edges).toEqual(['CloudWatch Logs -> Subscription Lambda function']);
    expect(drawn('Events published to the SNS topic invoke the notifier function.').edges).toEqual(['SNS topic -> Notifier Lambda function']);
  });

  it('a noun after a path source that looks like a verb still ends the phrase', () => {
    const d = drawn('The tap passes the data from the warehouse report archive into the lake.');
    expect(d.edges.some((e) => / -> .*(?:report|archive)/i.test(e))).toBe(false);
  });
});

describe('an opening plural that could be a verb, before a preposition and a verb agreeing with it', () => {
  it('is the subject: the part its phrase names reaches where the verb goes', () => {
    expect(drawn('Requests from the React frontend go to Amazon API Gateway.').edges).toContain('React frontend -> Amazon API Gateway');
    expect(drawn('Requests from the React frontend go to Amazon API Gateway.').edges).not.toContain('Amazon API Gateway -> React frontend');
    expect(drawn('Uploads to the archive bucket trigger the indexing Lambda function.').edges).toEqual(['S3 bucket (archive) -> Indexing Lambda function']);
  });

  it('a step that opens with its verb keeps it a verb', () => {
    expect(drawn('Publishes the result to an SNS topic, which triggers the mailer function.').edges).toEqual(['SNS topic -> Mailer Lambda function']);
  });
});
