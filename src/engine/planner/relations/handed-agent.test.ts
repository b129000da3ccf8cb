import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a passive clause about data, with only the tool that does it', () => {
  it('"are sent with B": the doer before hands the data to B', () => {
    const { edges } = drawn('The billing worker charges the card. Receipts are sent with Amazon SES.');
    expect(edges).toContain('Billing worker -> Amazon SES');
    expect(edges).not.toContain('Amazon SES -> Billing worker');
  });

  it('"are mailed using B" reads the same way', () => {
    const { edges } = drawn('A payroll Lambda settles the day. Payslips are mailed using Amazon SES.');
    expect(edges).toContain('Payroll Lambda -> Amazon SES');
    expect(edges).not.toContain('Amazon SES -> Payroll Lambda');
  });
});

describe('people sending from the front end they work in', () => {
  it('"submit X from a form": the people reach the form', () => {
    const { edges } = drawn('Technicians submit photos from a Power Apps form.', 'azure');
    expect(edges).toContain('Technicians -> Power Apps');
    expect(edges).not.toContain('Power Apps -> Technicians');
  });

  it('the front end then carries what they send on to the destination', () => {
    const { edges } = drawn('Analysts export data from the browser to S3.');
    expect(edges).toContain('Analysts -> Browser');
    expect(edges.some((e) => /^Browser -> S3/.test(e))).toBe(true);
  });
});
