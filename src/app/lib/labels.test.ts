import { describe, expect, it } from 'vitest';
import { labelOf } from './labels.js';

describe('labelOf', () => {
  it('spells initialisms in capitals, in known and unknown values', () => {
    expect(labelOf('ml')).toMatch(/\bML\b/);
    expect(labelOf('iot_telemetry')).toBe('IoT telemetry');
    expect(labelOf('ai_rag_service')).toBe('AI RAG service');
  });
  it('keeps the names people know and sentence-cases the rest', () => {
    expect(labelOf('kubernetes')).toBe('Kubernetes');
    expect(labelOf('oci')).toMatch(/OCI/);
    expect(labelOf('hub_spoke')).toBe('Hub spoke');
  });
});
