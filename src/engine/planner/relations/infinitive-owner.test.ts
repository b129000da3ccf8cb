import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('relations: a finite verb after an infinitive goes back to the clause subject', () => {
  it('"A uses B to do X and saves …": A saves, B only did X', () => {
    const { edges } = plan('The ECS service uses Amazon Textract to read the form and saves the fields in a DynamoDB table.');
    expect(edges.some((e) => /^ECS service -> Amazon Textract/.test(e))).toBe(true);
    expect(edges.some((e) => /^ECS service -> DynamoDB table/.test(e))).toBe(true);
    expect(edges.some((e) => /^Amazon Textract -> DynamoDB/.test(e))).toBe(false);
  });

  it('"A calls B to do X and writes …" keeps A as the writer', () => {
    const { edges } = plan('Each night the batch container calls Amazon Comprehend to tag the reviews and writes the tags to an Aurora database.');
    expect(edges.some((e) => /container -> Amazon Comprehend/i.test(e))).toBe(true);
    expect(edges.some((e) => /container -> Aurora/i.test(e))).toBe(true);
  });

  it('a base-form verb after "and" still belongs to the infinitive ("to resize it and store it")', () => {
    const { edges } = plan('The web app uses a Lambda function to resize the photo and store it in an S3 bucket.');
    expect(edges.some((e) => /^Lambda function -> S3 bucket/.test(e))).toBe(true);
  });
});
