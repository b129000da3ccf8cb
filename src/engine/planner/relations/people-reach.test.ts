import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

const has = (edges: string[], re: RegExp): boolean => edges.some((e) => re.test(e));

describe('people reached by a message, and the tools people work in', () => {
  it('"texts"/"pages" people through a notification service: sender → service → people', () => {
    const { edges } = drawnLabels('A reminder Lambda function texts cashiers through Amazon SNS. A watch Lambda function pages the on-call technician through Amazon SNS.');
    expect(has(edges, /^Reminder Lambda function -> Amazon SNS$/)).toBe(true);
    expect(has(edges, /^Amazon SNS -> Cashiers$/)).toBe(true);
    expect(has(edges, /^Watch Lambda function -> Amazon SNS$/)).toBe(true);
  });

  it('an -s word after "and" right before people is the verb, not a mail service', () => {
    const { labels, edges } = drawnLabels('A tally Lambda function counts overdue loans and emails branch librarians through Amazon SES.');
    expect(labels.some((l) => /emails/i.test(l))).toBe(false);
    expect(has(edges, /^Tally Lambda function -> Amazon SES$/)).toBe(true);
    expect(has(edges, /^Amazon SES -> .*librarians$/i)).toBe(true);
  });

  it('people working in a dashboard on data kept in a store: the dashboard reaches the store, not the people', () => {
    const { edges } = drawnLabels('Curators browse footfall charts in Amazon QuickSight on figures loaded hourly into Amazon S3.');
    expect(has(edges, /^Curators -> Amazon QuickSight$/)).toBe(true);
    expect(has(edges, /Amazon QuickSight -> Amazon S3|Amazon S3.* -> Amazon QuickSight/)).toBe(true);
    expect(has(edges, /^Curators -> Amazon S3/)).toBe(false);
  });

  it('people who study data a relative clause moves read it where it lands', () => {
    const { edges } = drawnLabels('Agronomists review soil readings that Amazon Kinesis Data Firehose delivers into Amazon OpenSearch Service.');
    expect(has(edges, /^Agronomists -> Amazon OpenSearch Service$/)).toBe(true);
    expect(has(edges, /^Agronomists -> Amazon Kinesis/)).toBe(false);
  });

  it('the people served, named by another word than a heading\'s people word, are drawn under their own name', () => {
    const { labels, edges } = drawnLabels('Patient booking desk. Visitors open a booking page on Amazon CloudFront that calls an AWS Lambda function.');
    expect(labels).toContain('Visitors');
    expect(has(edges, /^Visitors -> /)).toBe(true);
  });

  it('the public entry point is reached by the people served, not by staff named by their job', () => {
    const { edges } = drawnLabels('Archivists upload scans to Amazon S3 behind Amazon CloudFront. Visitors leave comments that an AWS Lambda function saves in Amazon DynamoDB.');
    expect(has(edges, /^Visitors -> Amazon CloudFront$/)).toBe(true);
    expect(has(edges, /^Archivists -> Amazon CloudFront$/)).toBe(false);
  });
});

describe('people at a place, and messages that reach people', () => {
  it('people named in a "where" clause after a component work there', () => {
    const { edges } = drawnLabels('The booking bot passes hard questions to Amazon Connect, where the front desk receptionists take over the conversation.');
    expect(has(edges, /Receptionists -> Amazon Connect|Amazon Connect -> .*Receptionists/i)).toBe(true);
  });

  it('an everyday message word between a sender and people is what travels, not a hop', () => {
    const { labels, edges } = drawnLabels('Technicians receive boiler pressure alerts when an Amazon CloudWatch alarm on the pressure metric fires.');
    expect(has(edges, /^Amazon CloudWatch alarm -> Technicians$/)).toBe(true);
    expect(labels.some((l) => /pressure alerts/i.test(l))).toBe(false);
  });

  it('operators named by what they run are people', () => {
    const { labels, edges } = drawnLabels('The bakery API writes orders to Amazon DynamoDB, and plant operators watch oven health in Amazon CloudWatch dashboards.');
    expect(labels.some((l) => /plant operators/i.test(l))).toBe(true);
    expect(has(edges, /Plant operators -> Amazon CloudWatch/i)).toBe(true);
  });
});

describe('people who use a tool on data', () => {
  it('"train models on the tables in a warehouse with an ML platform": the platform reaches the tables, the people the platform', () => {
    const { edges } = drawnLabels('Agronomists train yield models on the soil tables in BigQuery with Vertex AI.', 'gcp');
    expect(has(edges, /^Vertex AI -> BigQuery/)).toBe(true);
    expect(has(edges, /^Agronomists -> Vertex AI$/)).toBe(true);
    expect(has(edges, /^Agronomists -> BigQuery/)).toBe(false);
  });
});
