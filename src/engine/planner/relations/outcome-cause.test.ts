import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('relations: a clause that only says how a part\'s run ended is an event at that part', () => {
  it('"If the crawler fails, SNS texts …": the crawler tells SNS', () => {
    const { edges } = drawnLabels('Each Sunday a timer kicks off an AWS Glue crawler over the ferry logs. If the crawler fails, Amazon SNS texts the harbour master.');
    expect(edges.some((e) => /AWS Glue crawler -> Amazon SNS$/.test(e))).toBe(true);
  });

  it('"When the function errors, SNS alerts …": a tagger\'s noun "errors" still ends the run', () => {
    const { edges } = drawnLabels('An AWS Lambda function resizes each kayak photo. When the function errors, Amazon SNS alerts the rental desk.');
    expect(edges).toContain('AWS Lambda function -> Amazon SNS');
  });

  it('"When the export job completes, a function mails …": completion sets off the function', () => {
    const { edges } = drawnLabels('Each evening an AWS Glue job exports the greenhouse orders. When the export job completes, an AWS Lambda function emails a summary to the growers.');
    expect(edges.some((e) => /AWS Glue job -> AWS Lambda function$/.test(e))).toBe(true);
  });

  it('"If the service crashes, Cloud Monitoring pages …" on Google Cloud', () => {
    const { edges } = drawnLabels('A Cloud Run service renders bakery invoices. If the Cloud Run service crashes, Cloud Monitoring pages the night baker.', 'gcp');
    expect(edges.some((e) => /Cloud Run.* -> Cloud Monitoring$/.test(e))).toBe(true);
  });

  it('an "if" about something other than a run ending sets nothing off', () => {
    const { edges } = drawnLabels('An AWS Lambda function resizes each kayak photo. If the photo is large, Amazon SNS alerts the rental desk.');
    expect(edges).not.toContain('AWS Lambda function -> Amazon SNS');
  });
});
