import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('people who fetch "them" reach the store the data was kept in', () => {
  it('"download them" after a place names that place, not the data', () => {
    const { edges } = drawn('Payslips sit in Cloud Storage, and employees download them every month.', 'gcp');
    expect(edges).toContain('Employees -> Cloud Storage');
    expect(edges.some((e) => /^Employees -> Payslips/.test(e))).toBe(false);
  });
});
