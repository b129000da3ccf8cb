import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: words spelled out with their acronym after a product say what it does', () => {
  it('"Cloud Vision Optical Character Recognition (OCR)" is Cloud Vision, with no OCR part of its own', () => {
    const d = drawn('The herbarium reads labels with Cloud Vision Optical Character Recognition (OCR). The scanner function calls Cloud Vision for every sheet.', 'gcp');
    expect(d.services.filter((s) => s === 'gcp.vision_api')).toHaveLength(1);
    expect(d.services).not.toContain('gcp.document_ai');
    expect(d.edges.some((e) => /function.* -> Vision/i.test(e))).toBe(true);
  });

  it('a product named by its own spelled-out name keeps it', () => {
    const d = drawn('The tram depot stores timetables in Cloud Key Management Service (KMS) keys and Cloud Storage.', 'gcp');
    expect(d.services).toContain('gcp.kms');
  });

  it('a catalog word among the spelled-out words ("… Analytics (OHA) module") does not hide the whole name', () => {
    const d = drawn('Each kiln probe streams heat samples to Open Heat Analytics (OHA) module. The OHA module smooths them and hands alarms to Azure Functions.', 'azure');
    expect(d.labels.some((l) => /Open Heat Analytics/.test(l))).toBe(true);
    expect(d.edges.some((e) => /Open Heat Analytics.* -> .*Functions/.test(e))).toBe(true);
  });
});
