import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';
import { isOperationName, namesOnlyACall } from './operation-names.js';

describe('entities: a call named the way an SDK writes it is no part', () => {
  it('tells a verb and a noun run together from a name that ends in a part word', () => {
    expect(isOperationName('PutRecord')).toBe(true);
    expect(isOperationName('GetShardIterator')).toBe(true);
    expect(isOperationName('SendInvoiceFunction')).toBe(false);
    expect(isOperationName('Sendgrid')).toBe(false);
    expect(namesOnlyACall(['CreateBooking', 'API'])).toBe(true);
    expect(namesOnlyACall(['Kiosk', 'API'])).toBe(false);
  });

  it('"calls PutRecord", "the CreateBooking API" draw no boxes, while a part named after a call keeps its name', () => {
    const d = drawn('A ferry Lambda function calls PutRecord on Kinesis Data Streams. The harbour portal calls the CreateBooking API on API Gateway. The SendInvoice Step Function writes to DynamoDB.', 'aws');
    expect(d.labels.some((l) => /PutRecord|CreateBooking/.test(l))).toBe(false);
    expect(d.labels).toContain('SendInvoice Step Function');
  });
});
