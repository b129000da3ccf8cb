import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: "N <parts>: one for A, one for B …" names each copy by what it is for', () => {
  it('each copy is labelled by its purpose, and its name said alone later is that copy', () => {
    const { labels, edges } = plan('The booking API hands work to two Azure Functions: one for invoices and one for reminders. Invoices are archived in Blob Storage, and reminders go out through Azure Communication Services.', 'azure');
    expect(labels).toEqual(expect.arrayContaining(['Invoices Function', 'Reminders Function']));
    expect(edges).toEqual(expect.arrayContaining(['Booking API -> Invoices Function', 'Booking API -> Reminders Function', 'Invoices Function -> Blob Storage', 'Reminders Function -> Azure Communication Services']));
    expect(edges.some((e) => /Reminders Function -> Blob Storage|Azure Communication Services -> Blob Storage/.test(e))).toBe(false);
  });

  it('a copy named again at a sentence\'s start takes only its own edge', () => {
    const { labels, edges } = plan('Amazon API Gateway routes to three Lambda functions: one for quotes, one for claims and one for renewals. Claims are kept in DynamoDB.', 'aws');
    expect(labels.filter((l) => /Lambda function/.test(l))).toEqual(['Quotes Lambda function', 'Claims Lambda function', 'Renewals Lambda function']);
    expect(edges.filter((e) => /-> DynamoDB/.test(e))).toEqual(['Claims Lambda function -> DynamoDB']);
  });

  it('"The booking API hands jobs to …": a verb\'s -s form after a name opened by an article and a noun is the verb', () => {
    const { edges } = plan('The booking API hands jobs to Cloud Tasks.', 'gcp');
    expect(edges).toContain('Booking API -> Cloud Tasks');
  });
});
