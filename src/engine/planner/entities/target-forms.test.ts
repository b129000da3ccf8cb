import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('the form a verb of converting turns data into', () => {
  it('"converts X to EDIFACT" draws no EDIFACT part', () => {
    const d = drawn('The bridge service converts each order to EDIFACT and posts it to the supplier API.');
    expect(d.labels.some((l) => /EDIFACT/.test(l))).toBe(false);
    expect(d.edges).toContain('Bridge service -> Supplier API');
  });
});

describe('a word for how often before "to"', () => {
  it('is not kept as what the store holds', () => {
    const d = drawn('Meter exports are copied weekly to Azure Blob Storage by the billing function.', 'azure');
    expect(d.labels.some((l) => /weekly/i.test(l))).toBe(false);
  });
});

describe('a converting word that only describes a job', () => {
  it('leaves the product the job is submitted to in place', () => {
    const d = drawn('The workflow passes a transcoding request on to MediaConvert, which writes renditions to S3.');
    expect(d.labels).toContain('MediaConvert');
    expect(d.edges.some((e) => /-> MediaConvert$/.test(e))).toBe(true);
  });
});
