import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('data said to move after a clause that consulted a sign-in, secrets or key service', () => {
  it('leaves from the part that consulted it, not from the key service', () => {
    const d = drawn('The checkout Lambda function looks up its signing key in AWS KMS. Signed receipts are uploaded to the receipts bucket.');
    expect(d.edges).toContain('Checkout Lambda function -> Receipts S3 bucket');
    expect(d.edges.some((e) => e.startsWith('AWS KMS -> Receipts'))).toBe(false);
  });

  it('leaves from the API that checked the token, not from the user pool', () => {
    const d = drawn('The orders API validates each token with a Cognito user pool. Approved calls are handed to the booking function.');
    expect(d.edges).toContain('Orders API -> Booking Lambda function');
    expect(d.edges.some((e) => e.startsWith('Cognito user pool -> Booking'))).toBe(false);
  });
});
