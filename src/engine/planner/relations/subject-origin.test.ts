import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

const has = (edges: string[], re: RegExp): boolean => edges.some((e) => re.test(e));
const GRADER = 'A scoring function on AWS Lambda marks quizzes and writes grades to Amazon RDS.';

describe('a sentence opening on a thing and where it came from', () => {
  it('"N <participle> by P" ending up somewhere: P is where the flow starts, not the last sentence\'s doer', () => {
    const { edges } = drawnLabels(`${GRADER} Essays written by learners end up in Amazon S3.`, 'aws');
    expect(has(edges, /^Learners -> Amazon S3/)).toBe(true);
    expect(has(edges, /^AWS Lambda.* -> Amazon S3/)).toBe(false);
  });

  it('every origin the "by" lists starts the flow', () => {
    const { edges } = drawnLabels(`${GRADER} Sketches uploaded by reviewers and editors go to Amazon S3.`, 'aws');
    expect(has(edges, /^Reviewers -> Amazon S3/)).toBe(true);
    expect(has(edges, /^Editors -> Amazon S3/)).toBe(true);
  });

  it('a second "by" naming the doer leaves the clause to it', () => {
    const { edges } = drawnLabels(`${GRADER} Sketches uploaded by reviewers are checked by Amazon Rekognition.`, 'aws');
    expect(has(edges, /^Reviewers -> /)).toBe(false);
  });

  it('"P\'s N" opening the sentence: the owners are the origin', () => {
    const { edges } = drawnLabels('A billing job on AWS Batch totals each month and writes invoices to Amazon S3. The residents\' repair requests end up in Amazon DocumentDB.', 'aws');
    expect(has(edges, /^Residents -> Amazon DocumentDB/)).toBe(true);
    expect(has(edges, /^AWS Batch.* -> Amazon DocumentDB/)).toBe(false);
  });

  it('"end up" is a verb, no name for what the store keeps', () => {
    const { labels } = drawnLabels('A billing job on AWS Batch totals each month and writes invoices to Amazon S3. The residents\' answers end up in Amazon DocumentDB.', 'aws');
    expect(labels).toContain('Amazon DocumentDB');
  });

  it('an owner named in passing after the verb stays a plain word', () => {
    const { labels } = drawnLabels('A billing job on AWS Batch totals each month and stores residents\' repair requests in Amazon DocumentDB.', 'aws');
    expect(labels.some((l) => /^Residents/.test(l))).toBe(false);
  });

  it('an owner whose things a named doer picks up is no origin of its own', () => {
    const { labels } = drawnLabels('A billing job on AWS Batch totals each month and writes invoices to Amazon S3. Residents\' repair requests are picked up by the billing job.', 'aws');
    expect(labels.some((l) => /^Residents/.test(l))).toBe(false);
  });
  it('"…, gets N from P and sends …" inside a clause about a part is no opening thing: the part keeps doing its verbs', () => {
    const { edges } = drawnLabels('An AKS cluster that pulls charts from ACR, gets tokens from Key Vault and sends metrics to Azure Monitor.', 'azure');
    expect(has(edges, /^AKS cluster -> Azure Monitor/)).toBe(true);
    expect(has(edges, /^Key Vault -> Azure Monitor/)).toBe(false);
  });
  it('people\'s device opening a sentence is the part that acts; the people only say whose it is', () => {
    const { labels } = drawnLabels("Riders' mobile apps post trip requests to Amazon API Gateway.", 'aws');
    expect(labels).not.toContain('Riders');
    expect(labels.filter((l) => /mobile apps/i.test(l))).toHaveLength(1);
  });
});
