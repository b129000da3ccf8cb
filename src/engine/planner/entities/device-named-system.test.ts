import { describe, expect, it } from 'vitest';
import { drawnLabels as plan } from '../testing/relations.js';

describe('entities: a device word inside "… system" is part of that system\'s name', () => {
  it('"the phone system" is one outside system, not a phone plus a stray word', () => {
    const { labels, edges } = plan('Each evening the clinic phone system uploads voicemail audio to Google Cloud Storage.', 'gcp');
    expect(labels.some((l) => /phone system/i.test(l))).toBe(true);
    expect(labels.some((l) => /\(system\)/.test(l))).toBe(false);
    expect(edges.some((e) => /phone system -> Cloud Storage/i.test(e))).toBe(true);
  });
});
